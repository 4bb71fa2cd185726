import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps } from 'react-aria-components';

/** A checkbox with its label, from react-aria; the error (if any) is read with it. */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps & { children: ReactNode; errorMessage?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <AriaCheckbox {...props} isInvalid={Boolean(errorMessage)} className="group flex cursor-pointer items-start gap-3 text-sm">
        <span
          aria-hidden="true"
          className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-md border-2 border-olive-700 bg-white group-data-[selected]:bg-olive-800 group-data-[focus-visible]:ring-3 group-data-[focus-visible]:ring-gold-500 group-data-[invalid]:border-red-700"
        >
          <svg viewBox="0 0 16 16" className="hidden size-3.5 fill-none stroke-white stroke-[2.5] group-data-[selected]:block">
            <path d="m3 8.5 3 3 7-7" />
          </svg>
        </span>
        <span>{children}</span>
      </AriaCheckbox>
      {errorMessage && <p className="text-sm text-red-700">{errorMessage}</p>}
    </div>
  );
}

import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';

export interface RadioCard {
  id: string;
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
  isDisabled?: boolean;
}

interface Props {
  label: string;
  options: RadioCard[];
  value: string;
  onChange: (id: string) => void;
  errorMessage?: string;
}

/** One choice among cards (react-aria RadioGroup: arrows move, the label and error are tied to it). */
export function RadioCards({ label, options, value, onChange, errorMessage }: Props) {
  return (
    <RadioGroup value={value || null} onChange={onChange} isInvalid={Boolean(errorMessage)} className="flex flex-col gap-2">
      <Label className="font-semibold">{label}</Label>
      {options.map((option) => (
        <Radio
          key={option.id}
          value={option.id}
          isDisabled={option.isDisabled}
          className="group flex cursor-pointer items-start gap-3 rounded-2xl border border-olive-200 bg-white p-4 outline-none transition-colors data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[selected]:border-olive-800 data-[selected]:bg-olive-50 data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500"
        >
          <span aria-hidden="true" className="mt-1 grid size-5 shrink-0 place-items-center rounded-full border-2 border-olive-700 group-data-[selected]:border-olive-900">
            <span className="size-2.5 rounded-full bg-olive-900 opacity-0 group-data-[selected]:opacity-100" />
          </span>
          <span className="flex flex-1 flex-col gap-0.5">
            <span className="font-medium">
              <bdi>{option.title}</bdi>
            </span>
            {option.description && <span className="text-sm text-olive-800">{option.description}</span>}
          </span>
          {option.aside && <span className="shrink-0 text-sm font-semibold">{option.aside}</span>}
        </Radio>
      ))}
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
    </RadioGroup>
  );
}

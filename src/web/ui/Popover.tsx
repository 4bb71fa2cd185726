import type { ReactElement, ReactNode } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';

interface HeaderPopoverProps {
  /** Accessible name of the panel. */
  label: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A Button from ./Button.tsx: react-aria wires it to the panel. */
  trigger: ReactElement;
  children: ReactNode;
  className?: string;
}

/** A panel under a header button: closes on Escape, outside press and focus leaving; focus returns. */
export function HeaderPopover({ label, isOpen, onOpenChange, trigger, children, className = '' }: HeaderPopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover
        placement="bottom end"
        offset={10}
        className={`w-80 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-olive-100 bg-white text-olive-900 shadow-xl outline-none ${className}`}
      >
        <Dialog aria-label={label} className="p-4 outline-none">
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

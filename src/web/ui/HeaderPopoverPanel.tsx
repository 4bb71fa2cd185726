import type { ReactNode, RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';

export interface HeaderPopoverPanelProps {
  label: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
  className?: string;
}

/** The panel of a header menu, loaded the first time one opens (react-aria's overlays stay off the first load). */
export default function HeaderPopoverPanel({ label, isOpen, onOpenChange, triggerRef, children, className = '' }: HeaderPopoverPanelProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      offset={10}
      className={`w-80 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-olive-100 bg-white text-olive-900 shadow-xl outline-none ${className}`}
    >
      <Dialog aria-label={label} className="p-4 outline-none">
        {children}
      </Dialog>
    </Popover>
  );
}

import { type ReactNode, type RefObject, useRef } from 'react';
import { useInteractOutside } from 'react-aria';
import { Dialog, Popover } from 'react-aria-components';

export interface HeaderPopoverPanelProps {
  label: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
  className?: string;
}

/**
 * The panel of a header menu, loaded the first time one opens (react-aria's overlays stay off the first load).
 * Non-modal: a modal popover makes the rest of the page inert, so a click on another header button (the
 * cart while the account menu is open) would only close this panel. Here that button gets the click and
 * opens its menu, the menus machine closing this one; a press anywhere else closes it.
 */
export default function HeaderPopoverPanel({ label, isOpen, onOpenChange, triggerRef, children, className = '' }: HeaderPopoverPanelProps) {
  const ref = useRef<HTMLElement>(null);
  useInteractOutside({
    ref,
    onInteractOutside: (event) => {
      // Not while a modal opened from the panel (the profile) covers it: the page around that modal is inert.
      if (ref.current?.closest('[inert]') || (event.target as Element).closest('header [aria-haspopup]')) return;
      onOpenChange(false);
    },
  });
  return (
    <Popover
      ref={ref}
      isNonModal
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

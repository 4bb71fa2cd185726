import type { ReactNode, RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { pressOutsideCloses } from './header-menu-button.ts';

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
 * Modal, but the other header menus' buttons stay live above it (HEADER_MENU_BUTTON): one click on the
 * cart while the account menu is open opens the cart, the menus machine closing the account menu.
 */
export default function HeaderPopoverPanel({ label, isOpen, onOpenChange, triggerRef, children, className = '' }: HeaderPopoverPanelProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      shouldCloseOnInteractOutside={pressOutsideCloses}
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

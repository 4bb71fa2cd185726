import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.tsx';
import { CloseIcon } from './icons.tsx';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  /** 'center' for a dialog, 'start' for a full-height panel from the start edge (mobile navigation), 'bottom' for a sheet. */
  placement?: 'center' | 'start' | 'bottom';
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
}

/**
 * The modal of spec section 2: closes on Escape or a press on the overlay, locks page scrolling while
 * open, keeps focus inside and gives it back to the opener on close.
 */
export function Modal({ title, isOpen, onOpenChange, children, placement = 'center', hideTitle = false }: ModalProps) {
  const { t } = useTranslation();
  const panel =
    placement === 'start'
      ? 'fixed inset-y-0 start-0 w-[min(22rem,88vw)] bg-cream-50 shadow-2xl'
      : placement === 'bottom'
        ? 'fixed inset-x-0 bottom-0 max-h-[85vh] overflow-auto rounded-t-3xl bg-cream-50 shadow-2xl'
        : 'w-[min(32rem,calc(100vw-2rem))] max-h-[90vh] overflow-auto rounded-3xl bg-cream-50 shadow-2xl';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={`fixed inset-0 z-50 bg-olive-950/55 ${placement === 'center' ? 'grid place-items-center p-4' : ''}`}
    >
      <AriaModal className={`${panel} outline-none`}>
        <Dialog className="relative flex h-full flex-col p-6 outline-none">
          <div className="mb-4 flex items-center justify-between gap-4">
            <Heading slot="title" className={hideTitle ? 'sr-only' : 'font-serif text-2xl text-olive-900'}>
              {title}
            </Heading>
            <Button variant="icon" slot="close" aria-label={t('a11y.close')} className="ms-auto">
              <CloseIcon />
            </Button>
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

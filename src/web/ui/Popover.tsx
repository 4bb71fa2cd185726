import { cloneElement, lazy, type ReactElement, type ReactNode, Suspense, useRef } from 'react';
import type { ButtonProps } from './Button.tsx';

const loadPanel = () => import('./HeaderPopoverPanel.tsx');
const HeaderPopoverPanel = lazy(loadPanel);

interface HeaderPopoverProps {
  /** Accessible name of the panel. */
  label: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A Button from ./Button.tsx: it opens and closes the panel. */
  trigger: ReactElement<ButtonProps>;
  children: ReactNode;
  className?: string;
}

/**
 * A panel under a header button: closes on Escape, outside press and focus leaving; focus returns.
 * The button is here from the first paint; the panel's code (react-aria's overlays) is fetched when
 * the pointer or the focus reaches the button, and shown when it is pressed.
 */
export function HeaderPopover({ label, isOpen, onOpenChange, trigger, children, className }: HeaderPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const button = cloneElement(trigger, {
    ref: triggerRef,
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    onPress: () => onOpenChange(!isOpen),
    onHoverStart: () => void loadPanel(),
    onFocus: () => void loadPanel(),
  });
  return (
    <>
      {button}
      {isOpen && (
        <Suspense fallback={null}>
          <HeaderPopoverPanel label={label} isOpen={isOpen} onOpenChange={onOpenChange} triggerRef={triggerRef} className={className}>
            {children}
          </HeaderPopoverPanel>
        </Suspense>
      )}
    </>
  );
}

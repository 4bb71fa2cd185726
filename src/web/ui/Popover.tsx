import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Button } from './Button.tsx';
import { HEADER_MENU_BUTTON } from './header-menu-button.ts';
import { lazyComponent } from './lazy-component.tsx';

const HeaderPopoverPanel = lazyComponent(() => import('./HeaderPopoverPanel.tsx'));

interface HeaderPopoverProps {
  /** Accessible name of the panel. */
  label: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Name of the header button that opens and closes the panel. */
  buttonLabel: string;
  /** What the button shows (an icon, a badge). */
  button: ReactNode;
  children: ReactNode;
  className?: string;
  /** When the pointer or the focus reaches the button: fetch what the panel's content needs. */
  onIntent?: () => void;
}

/**
 * A panel under a header button: closes on Escape, outside press and focus leaving; focus returns.
 * The button is here from the first paint; the panel's code (react-aria's overlays) is fetched when
 * the pointer or the focus reaches the button, and shown when it is pressed.
 */
export function HeaderPopover({ label, isOpen, onOpenChange, buttonLabel, button, children, className, onIntent }: HeaderPopoverProps) {
  const intent = () => {
    void HeaderPopoverPanel.preload();
    onIntent?.();
  };
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Closed by what happened inside (a sign-in, a navigation) after the focus had nowhere to stay:
  // it goes back to the button, as it does when the panel closes by Escape.
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen && (!document.activeElement || document.activeElement === document.body)) triggerRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="icon"
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        {...HEADER_MENU_BUTTON}
        aria-expanded={isOpen}
        onPress={() => onOpenChange(!isOpen)}
        onHoverStart={intent}
        onFocus={intent}
        onPressStart={intent}
      >
        {button}
      </Button>
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

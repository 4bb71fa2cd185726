import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { Button } from './Button.tsx';
import { HEADER_MENU_BUTTON } from './header-menu-button.ts';

const loadPanel = () => import('./ChoiceMenuPanel.tsx');
const ChoiceMenuPanel = lazy(loadPanel);

export interface Choice {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Language of the label, for screen readers (a language's own name). */
  lang?: string;
}

interface Props {
  /** Name of the menu. */
  label: string;
  /** Name of the button that opens it (says the current choice). */
  triggerLabel: string;
  trigger: ReactNode;
  choices: Choice[];
  selected: string;
  onSelect: (id: string) => void;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A button opening a one-of-several menu. The button is here from the first paint; the menu's code
 * is fetched when the pointer or the focus reaches it, and shown when it is pressed.
 */
export function ChoiceMenu({ label, triggerLabel, trigger, choices, selected, onSelect, isOpen, onOpenChange }: Props) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        aria-label={triggerLabel}
        aria-haspopup="menu"
        {...HEADER_MENU_BUTTON}
        aria-expanded={isOpen}
        onPress={() => onOpenChange(!isOpen)}
        onHoverStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {trigger}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ChoiceMenuPanel label={label} choices={choices} selected={selected} onSelect={onSelect} isOpen={isOpen} onOpenChange={onOpenChange} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}

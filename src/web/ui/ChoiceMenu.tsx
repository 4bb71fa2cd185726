import type { ReactNode } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from './Button.tsx';

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

/** A button opening a one-of-several menu (react-aria: menuitemradio, arrows, typeahead, Escape). */
export function ChoiceMenu({ label, triggerLabel, trigger, choices, selected, onSelect, isOpen, onOpenChange }: Props) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button variant="ghost" aria-label={triggerLabel}>
        {trigger}
      </Button>
      <Popover placement="bottom end" offset={10} className="min-w-44 rounded-2xl border border-olive-100 bg-white p-1.5 shadow-xl">
        <Menu aria-label={label} selectionMode="single" selectedKeys={[selected]} onAction={(key: Key) => onSelect(String(key))} className="outline-none">
          {choices.map((choice) => (
            <MenuItem
              key={choice.id}
              id={choice.id}
              lang={choice.lang}
              textValue={choice.label}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-olive-900 outline-none focus:bg-olive-100 selected:font-semibold"
            >
              {({ isSelected }) => (
                <>
                  {choice.icon}
                  <span className="flex-1">{choice.label}</span>
                  {isSelected && <span aria-hidden="true">✓</span>}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

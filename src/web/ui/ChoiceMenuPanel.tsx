import type { RefObject } from 'react';
import { type Key, Menu, MenuItem, Popover } from 'react-aria-components';
import type { Choice } from './ChoiceMenu.tsx';
import { pressOutsideCloses } from './header-menu-button.ts';

export interface ChoiceMenuPanelProps {
  label: string;
  choices: Choice[];
  selected: string;
  onSelect: (id: string) => void;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The open menu of a ChoiceMenu (react-aria: menuitemradio, arrows, typeahead, Escape), loaded when first needed. */
export default function ChoiceMenuPanel({ label, choices, selected, onSelect, isOpen, onOpenChange, triggerRef }: ChoiceMenuPanelProps) {
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} shouldCloseOnInteractOutside={pressOutsideCloses} placement="bottom end" offset={10} className="min-w-44 rounded-2xl border border-olive-100 bg-white p-1.5 shadow-xl">
      <Menu
        aria-label={label}
        // react-aria's menu focus on opening (its first item), not the HTML autofocus attribute.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus="first"
        selectionMode="single"
        selectedKeys={[selected]}
        onAction={(key: Key) => {
          onSelect(String(key));
          onOpenChange(false);
        }}
        className="outline-none"
      >
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
  );
}

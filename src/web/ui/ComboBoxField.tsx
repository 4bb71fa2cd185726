import { useState } from 'react';
import { Button, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';

export interface ComboBoxOption {
  id: string;
  label: string;
}

interface Props<T extends ComboBoxOption> {
  label: string;
  options: readonly T[];
  selectedKey: string;
  onChange: (key: string) => void;
  /** Whether an option answers what was typed (e.g. by any of its names); by default its label contains it. */
  matches?: (option: T, typed: string) => boolean;
  /** Shown in the list when nothing matches. */
  emptyText: string;
  errorMessage?: string;
  autoComplete?: string;
  className?: string;
}

const containsLabel = (option: ComboBoxOption, typed: string) => option.label.toLocaleLowerCase().includes(typed.toLocaleLowerCase());

/** A choice from a long list, searched as one types (react-aria ComboBox): only a listed option is taken. */
export function ComboBoxField<T extends ComboBoxOption>({ label, options, selectedKey, onChange, matches = containsLabel, emptyText, errorMessage, autoComplete, className = '' }: Props<T>) {
  const selected = options.find((o) => o.id === selectedKey);
  const chosen = selected?.label ?? '';
  const [typed, setTyped] = useState(chosen);
  // The field shows the chosen option's name, in the page's language, whenever the choice or language changes.
  const [chosenShown, setChosenShown] = useState(chosen);
  if (chosenShown !== chosen) {
    setChosenShown(chosen);
    setTyped(chosen);
  }
  // Showing the chosen option, the list offers them all; once the shopper types, those that match.
  const shown = typed === chosen ? options : options.filter((o) => matches(o, typed.trim()));
  return (
    <ComboBox
      items={shown}
      inputValue={typed}
      onInputChange={setTyped}
      selectedKey={selected ? selectedKey : null}
      onSelectionChange={(key) => {
        if (key === null) return;
        onChange(String(key));
        setTyped(options.find((o) => o.id === key)?.label ?? '');
      }}
      // Opened by typing or its button, not by focus: the checkout moves focus to the first empty field,
      // and a list opening there would cover the form (and hide the rest of the page from screen readers).
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      className={`flex flex-col gap-1 ${className}`}
    >
      <Label className="text-sm font-medium">{label}</Label>
      <div className="relative">
        <Input
          autoComplete={autoComplete}
          // Left empty, the field has no choice any more.
          onBlur={(event) => {
            if (event.currentTarget.value === '' && selected) onChange('');
          }}
          className="h-11 w-full min-w-0 rounded-full border border-olive-300 bg-white py-0 ps-4 pe-10 text-olive-900 outline-none focus-visible:ring-3 focus-visible:ring-gold-500 invalid:border-red-600"
        />
        <Button className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-full outline-none focus-visible:ring-3 focus-visible:ring-gold-500">
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-2xl border border-olive-100 bg-white p-1 shadow-xl">
        <ListBox<T> className="outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-olive-800">{emptyText}</p>}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="cursor-pointer rounded-xl px-3 py-2 outline-none focus:bg-olive-100 selected:font-semibold">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

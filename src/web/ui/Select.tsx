import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

export interface SelectOption {
  id: string;
  /** In the list. */
  label: string;
  /** On the closed button, when shorter than the label. */
  short?: string;
}

interface Props {
  label: string;
  options: SelectOption[];
  selectedKey: string;
  onChange: (key: string) => void;
  className?: string;
}

/** A labelled choice from a short list (react-aria Select): keyboard, typeahead and screen readers. */
export function SelectField({ label, options, selectedKey, onChange, className = '' }: Props) {
  const selected = options.find((o) => o.id === selectedKey);
  return (
    <Select selectedKey={selectedKey} onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))} className={`flex flex-col gap-1 ${className}`}>
      <Label className="text-sm font-medium">{label}</Label>
      <Button className="flex h-11 items-center gap-1 whitespace-nowrap rounded-full border border-olive-300 bg-white px-3 outline-none focus-visible:ring-3 focus-visible:ring-gold-500">
        <SelectValue>
          <bdi>{selected?.short ?? selected?.label}</bdi>
        </SelectValue>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="rounded-2xl border border-olive-100 bg-white p-1 shadow-xl">
        <ListBox className="outline-none">
          {options.map((option) => (
            <ListBoxItem
              key={option.id}
              id={option.id}
              textValue={option.label}
              className="cursor-pointer rounded-xl px-3 py-2 outline-none focus:bg-olive-100 selected:font-semibold"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

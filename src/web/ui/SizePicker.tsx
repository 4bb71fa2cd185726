import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';

interface Props {
  label: string;
  options: { id: string; label: string; unavailable?: boolean }[];
  selected: string;
  onChange: (id: string) => void;
  className?: string;
}

/** One size at a time, as pressed buttons (react-aria ToggleButtonGroup: arrows move, one stays on). */
export function SizePicker({ label, options, selected, onChange, className = '' }: Props) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={(keys: Set<Key>) => {
        const [first] = [...keys];
        if (first !== undefined) onChange(String(first));
      }}
      className={`flex flex-wrap gap-1.5 ${className}`}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.id}
          id={option.id}
          className={`min-h-8 min-w-11 cursor-pointer rounded-full border px-2.5 text-xs font-semibold outline-none transition-colors focus-visible:ring-3 focus-visible:ring-gold-500 ${
            option.unavailable ? 'border-dashed' : ''
          } border-olive-300 bg-white/95 text-olive-900 hover:bg-olive-50 data-[selected]:border-olive-800 data-[selected]:bg-olive-800 data-[selected]:text-cream-50`}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import { useState } from 'react';
import { Button, Group, Input, Label, TextField } from 'react-aria-components';
import { MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from '../../domain/quantity.ts';
import { MinusIcon, PlusIcon } from './icons.tsx';

interface Props {
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  /** Plus is disabled from here (Infinity leaves it always on). */
  max?: number;
  isDisabled?: boolean;
  /** Hide the visible label (the accessible name stays). */
  hideLabel?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A quantity (spec sections 4 and 5): minus and plus change it by one, minus disabled at the minimum
 * and plus at the maximum; typed text is taken only when it is a whole number in bounds (otherwise
 * ignored: the field shows the value again when left).
 */
export function QuantityStepper({ label, decreaseLabel, increaseLabel, value, onChange, min = MIN_QUANTITY, max = MAX_QUANTITY, isDisabled = false, hideLabel = false, size = 'md' }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const typedMax = Number.isFinite(max) ? max : MAX_QUANTITY;
  const button = `grid place-items-center rounded-full text-olive-900 outline-none hover:bg-olive-100 focus-visible:ring-3 focus-visible:ring-gold-500 disabled:cursor-not-allowed disabled:opacity-40 ${
    size === 'sm' ? 'size-8' : 'size-11'
  }`;
  // Typed text counts when the field is left or Enter is pressed, so a half-typed "1" of "12" is never sent.
  const commit = () => {
    if (draft === null) return;
    const parsed = parseQuantity(draft, min, typedMax);
    if (parsed !== undefined && parsed !== value) onChange(parsed);
    setDraft(null);
  };
  return (
    <TextField
      value={draft ?? String(value)}
      isDisabled={isDisabled}
      inputMode="numeric"
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      className="flex flex-col gap-1"
    >
      <Label className={hideLabel ? 'sr-only' : 'text-sm font-semibold'}>{label}</Label>
      <Group className="inline-flex w-fit items-center gap-1 rounded-full border border-olive-200 bg-white p-0.5">
        <Button aria-label={decreaseLabel} className={button} isDisabled={isDisabled || value <= min} onPress={() => onChange(value - 1)}>
          <MinusIcon className="size-4" />
        </Button>
        <Input dir="ltr" className={`w-10 bg-transparent text-center font-semibold tabular-nums outline-none ${size === 'sm' ? 'text-sm' : ''}`} />
        <Button aria-label={increaseLabel} className={button} isDisabled={isDisabled || value >= max} onPress={() => onChange(value + 1)}>
          <PlusIcon className="size-4" />
        </Button>
      </Group>
    </TextField>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components';

const COMMIT_DELAY_MS = 250;

interface Props {
  label: string;
  thumbLabels: [string, string];
  min: number;
  max: number;
  step: number;
  value: [number, number];
  /** Once the thumb is let go, or a quarter second after the last arrow key (not at every step). */
  onChangeEnd: (value: [number, number]) => void;
  format: (value: number) => string;
}

/** Two thumbs that cannot cross (spec section 2), keyboard and screen reader ready (react-aria). */
export function RangeSlider({ label, thumbLabels, min, max, step, value, onChangeEnd, format }: Props) {
  // The thumbs follow the pointer here; the given value wins whenever it changes (reset, back button).
  const [local, setLocal] = useState(value);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const [given, setGiven] = useState(value);
  // What this slider last sent: its echo through the address must not pull back thumbs still moving.
  const [sent, setSent] = useState<[number, number] | null>(null);
  if (given[0] !== value[0] || given[1] !== value[1]) {
    setGiven(value);
    if (!sent || sent[0] !== value[0] || sent[1] !== value[1]) setLocal(value);
  }
  return (
    <Slider
      value={local}
      onChange={(next) => setLocal(next as [number, number])}
      minValue={min}
      maxValue={max}
      step={step}
      onChangeEnd={(next) => {
        clearTimeout(pending.current);
        pending.current = setTimeout(() => {
          setSent(next as [number, number]);
          onChangeEnd(next as [number, number]);
        }, COMMIT_DELAY_MS);
      }}
      className="flex flex-col gap-2"
    >
      <div className="flex justify-between gap-2 text-sm">
        <Label className="font-medium">{label}</Label>
        {/* Not react-aria's SliderOutput: it formats a number range of its own on every render, unused here. */}
        <output dir="ltr">{local.map((v) => format(Math.min(max, Math.max(min, v)))).join(' – ')}</output>
      </div>
      <SliderTrack className="relative mx-3 h-8">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-olive-100" />
            <div
              className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-olive-700"
              style={{ insetInlineStart: `${state.getThumbPercent(0) * 100}%`, width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%` }}
            />
            {[0, 1].map((index) => (
              <SliderThumb
                key={index}
                index={index}
                aria-label={thumbLabels[index]}
                className="top-1/2 size-6 rounded-full border-2 border-olive-800 bg-white shadow data-[dragging]:bg-olive-100 data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500"
              />
            ))}
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}

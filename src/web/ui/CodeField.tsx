import { Input, Label, TextField } from 'react-aria-components';

/** A 6-digit code: digits only, one large field that phones fill from the mail (one-time-code). */
export function CodeField({ label, value, onChange, isDisabled }: { label: string; value: string; onChange: (v: string) => void; isDisabled?: boolean }) {
  return (
    <TextField value={value} onChange={onChange} isDisabled={isDisabled} className="flex flex-col gap-1">
      <Label className="text-sm font-medium">{label}</Label>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        className="h-14 rounded-2xl border border-olive-300 bg-white text-center font-mono text-2xl tracking-[0.5em] outline-none focus-visible:ring-3 focus-visible:ring-gold-500"
      />
    </TextField>
  );
}

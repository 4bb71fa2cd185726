import { Input, Label, TextField } from 'react-aria-components';
import { cleanCode } from '../../domain/codes.ts';

/**
 * A 6-digit code: one large field that phones fill from the mail (one-time-code). It keeps digits
 * only, at most 6, of whatever is typed or pasted; no maxlength, which would cut '123 456' to '12345'.
 */
export function CodeField({ label, value, onChange, isDisabled }: { label: string; value: string; onChange: (v: string) => void; isDisabled?: boolean }) {
  return (
    <TextField value={value} onChange={(typed) => onChange(cleanCode(typed))} isDisabled={isDisabled} className="flex flex-col gap-1">
      <Label className="text-sm font-medium">{label}</Label>
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        className="h-14 rounded-2xl border border-olive-300 bg-white text-center font-mono text-2xl tracking-[0.5em] outline-none focus-visible:ring-3 focus-visible:ring-gold-500"
      />
    </TextField>
  );
}

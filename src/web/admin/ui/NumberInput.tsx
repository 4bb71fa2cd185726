import { FieldError, Input, Label, NumberField, type NumberFieldProps } from 'react-aria-components';

/**
 * A number typed in the staff member's language (react-aria's NumberField: its digits and decimal
 * separator, arrow keys step it), with its error under it; empty is NaN.
 */
export function NumberInput({ label, errorMessage, className = '', ...props }: Omit<NumberFieldProps, 'children'> & { label: string; errorMessage?: string; className?: string }) {
  return (
    <NumberField {...props} isInvalid={Boolean(errorMessage)} className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <Label className="text-sm font-medium">{label}</Label>
      <Input className="h-11 w-full min-w-0 rounded-full border border-olive-300 bg-white px-4 text-olive-900 outline-none focus-visible:ring-3 focus-visible:ring-gold-500 invalid:border-red-600" />
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
    </NumberField>
  );
}

import { FieldError, Input, Label, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';

interface Props extends Omit<TextFieldProps, 'children'> {
  label: string;
  placeholder?: string;
  errorMessage?: string;
  /** Visually hidden label (still read by screen readers). */
  hideLabel?: boolean;
  tone?: 'light' | 'dark';
  className?: string;
}

/** A labelled text input with its error, from react-aria (the label and error are tied to the input). */
export function TextField({ label, placeholder, errorMessage, hideLabel, tone = 'light', className = '', ...props }: Props) {
  const input =
    tone === 'dark'
      ? 'border-cream-50/40 bg-olive-950/40 text-cream-50 placeholder:text-cream-50/70'
      : 'border-olive-300 bg-white text-olive-900 placeholder:text-olive-700/80';
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={`flex flex-col gap-1 ${className}`}>
      <Label className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>{label}</Label>
      <Input
        placeholder={placeholder}
        className={`h-11 w-full min-w-0 rounded-full border px-4 outline-none focus-visible:ring-3 focus-visible:ring-gold-500 invalid:border-red-600 ${input}`}
      />
      <FieldError className={`text-sm ${tone === 'dark' ? 'text-amber-200' : 'text-red-700'}`}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

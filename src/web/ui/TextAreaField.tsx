import { FieldError, Label, Text, TextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';

interface Props extends Omit<TextFieldProps, 'children'> {
  label: string;
  errorMessage?: string;
  /** A hint under the field, tied to it (aria-describedby). */
  description?: string;
  rows?: number;
  className?: string;
}

/** A labelled multi-line text with its error (react-aria TextField over a textarea). */
export function TextAreaField({ label, errorMessage, description, rows = 5, className = '', ...props }: Props) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage)} className={`flex flex-col gap-1 ${className}`}>
      <Label className="text-sm font-medium">{label}</Label>
      <TextArea
        // A message in French on an Arabic page (or the reverse) reads in its own direction.
        dir="auto"
        rows={rows}
        className="w-full min-w-0 rounded-3xl border border-olive-300 bg-white px-4 py-3 text-olive-900 outline-none focus-visible:ring-3 focus-visible:ring-gold-500 invalid:border-red-600"
      />
      {description && (
        <Text slot="description" className="text-sm text-olive-800">
          {description}
        </Text>
      )}
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
    </AriaTextField>
  );
}

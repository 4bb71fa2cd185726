import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** A form field's error in the shopper's language: the schemas speak in validation keys. */
export function fieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return t(`validation.${error.message}` as 'validation.email_required');
}

import type { UseFormSetError, FieldValues, Path } from 'react-hook-form';
import { ApiError } from '../../api/errors.ts';
import type { I18n } from '../../i18n/index.ts';
import { tooManyAttemptsText } from '../../i18n/too-many-attempts.ts';

/**
 * A refused settings call, in the shopper's language: a wrong password goes under its field, a wait
 * or anything else is the form's message (returned).
 */
export function refusal<T extends FieldValues>(i18n: I18n, error: unknown, setError?: UseFormSetError<T>, passwordField?: Path<T>): string {
  if (error instanceof ApiError && error.code === 'WRONG_PASSWORD' && setError && passwordField) {
    setError(passwordField, { type: 'server', message: i18n.t('settings.wrongPassword') }, { shouldFocus: true });
    return '';
  }
  return tooManyAttemptsText(i18n, error) ?? i18n.t('settings.failed');
}

import { ApiError } from '../api/errors.ts';
import type { Translate } from './i18n/index.ts';

/** A failed call in the staff member's language (the server's messages are in English). */
export function errorText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('app.error');
  if (error.status === 0 || error.status === 408) return t('error.NETWORK');
  if (error.status === 429) return t('signIn.tooMany');
  if (error.status === 403) return t('error.FORBIDDEN');
  if (error.status === 404) return t('error.NOT_FOUND');
  if (error.status === 400) return t('error.VALIDATION');
  return t('app.error');
}

import { INTL_LOCALE } from '../../domain/locale.ts';
import { ApiError } from '../api/errors.ts';
import { type I18n, languageOf } from './index.ts';

/**
 * A 429's reason with the time to wait from its Retry-After, in the page's language ("Too many
 * attempts. Try again in 2 minutes."); undefined for any other error.
 */
export function tooManyAttemptsText(i18n: I18n, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined) return i18n.t('auth.errors.RATE_LIMITED');
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[languageOf(i18n)], { numeric: 'always' });
  const minutes = Math.ceil(seconds / 60);
  const when =
    seconds < 60 ? format.format(Math.max(1, seconds), 'second') : minutes < 60 ? format.format(minutes, 'minute') : format.format(Math.ceil(minutes / 60), 'hour');
  return i18n.t('auth.errors.RATE_LIMITED_WAIT', { when });
}

import { intlLocaleOf } from '../../domain/locale.ts';
import { ApiError } from '../api/errors.ts';
import { type I18n, languageOf } from './index.ts';

/**
 * A 429's reason with the time to wait from its Retry-After, in the page's language ("Too many
 * attempts. Try again in 2 minutes."); undefined for any other error.
 */
export function tooManyAttemptsText(i18n: I18n, error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = retryAfterSeconds(error.retryAfter);
  if (seconds === undefined) return i18n.t('auth.errors.RATE_LIMITED');
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(languageOf(i18n)), { numeric: 'always' });
  const minutes = Math.ceil(seconds / 60);
  const when =
    seconds < 60 ? format.format(Math.max(1, seconds), 'second') : minutes < 60 ? format.format(minutes, 'minute') : format.format(Math.ceil(minutes / 60), 'hour');
  return i18n.t('auth.errors.RATE_LIMITED_WAIT', { when });
}

/** Retry-After in seconds, given either as seconds or as an HTTP date (read only where it is shown). */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

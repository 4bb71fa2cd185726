import { createHash } from 'node:crypto';

/** How long a shared cache (a CDN, nginx) serves an answer without asking again: a price change shows within it. */
export const SHARED_FRESH_S = 30;
/** How much longer it may serve it while it fetches it again in the background. */
export const SHARED_STALE_S = 30;

/**
 * Guest pages, alike for every guest of a language: shared caches keep them
 * SHARED_FRESH_S, then serve them SHARED_STALE_S more while they revalidate; browsers revalidate
 * every time (max-age=0), a 304 when nothing changed. No answer is older than a minute.
 */
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_FRESH_S}, stale-while-revalidate=${SHARED_STALE_S}`;

/**
 * The catalogue's reads: the same without stale-while-revalidate, which Chromium applies to the
 * fetches of a page (not to navigations): it would show a shopper an answer up to 30 s old without
 * asking. A proxy that updates in the background (nginx's proxy_cache_use_stale updating) still does.
 */
export const SHARED_API_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_FRESH_S}`;

/** A weak validator (the same for the brotli, gzip and plain forms of one answer) from what the answer depends on. */
export function weakTag(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url')}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names this tag (weak comparison, RFC 9110 13.1.2) or is `*`. */
export function unchanged(ifNoneMatch: string | string[] | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaque(tag);
  return String(ifNoneMatch)
    .split(',')
    .some((listed) => listed.trim() === '*' || opaque(listed) === wanted);
}

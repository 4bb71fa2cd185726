import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources that allow a page's inline scripts and no other: the sha256 of each (TanStack
 * Router's hydration data, React's own). Hashes rather than a nonce, so a cached page stays valid.
 * Data blocks (JSON-LD) are not run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, source] of html.matchAll(INLINE_SCRIPT)) {
    if (/\btype=["']?application\/(ld\+)?json/.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(source!).digest('base64')}'`);
  }
  return [...hashes];
}

import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { LRUCache } from 'lru-cache';
import { ownBuffer } from '../lib/own-buffer.ts';
import type { Locale } from '../../domain/locale.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page as it is sent: its status, its HTML (or where it forwards to) and the CSP that fits its inline scripts. */
export interface Page {
  status: number;
  html?: Buffer;
  location?: string;
  csp: string;
  /** How long its render kept a thread busy (ms), when it was rendered for this request. */
  renderMs?: number;
  /** Seconds to wait before asking again (a server too busy to render it now). */
  retryAfter?: number;
  /** Keep it: a page rendered from the catalogue as it is (not an error page). */
  cacheable: boolean;
}

/** A page with its compressed forms, made the first time a browser asks for each. */
export interface CachedPage extends Page {
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  /** The bytes of its compressed forms made so far. */
  compressedBytes?: number;
  /** Set while the cache holds it: counts a compressed form made since in the cache's bytes. */
  grown?: () => void;
}

/** What a page costs the cache beside its bytes: its CSP, the entry itself. */
const ENTRY_BYTES = 512;
const pageBytes = (page: CachedPage) => (page.html?.length ?? 0) + (page.compressedBytes ?? 0) + page.csp.length + ENTRY_BYTES;

/**
 * The guest pages, rendered once per address, language and version of the catalogue: a guest's page
 * depends on nothing else. A new catalogue version drops them all; the same page asked for while it
 * renders waits for that one render. Bounded by bytes, its pages' HTML and compressed forms together:
 * past `maxBytes` the least recently asked for go first.
 */
export class PageCache<Context = void> {
  /** Each page in an entry of its own: a new entry is what makes the LRU count a page's size again. */
  private readonly pages: LRUCache<string, { page: CachedPage }>;
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private version = '';

  constructor(
    private readonly versionOf: () => Promise<string>,
    /** `context`: the request that asked first (its id and log), for a render it starts. */
    private readonly render: (lang: Locale, url: string, context: Context) => Promise<Page>,
    private readonly enabled = true,
    maxBytes = 32 * 1024 * 1024,
  ) {
    this.pages = new LRUCache<string, { page: CachedPage }>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => pageBytes(entry.page),
      dispose: (entry) => delete entry.page.grown,
    });
  }

  /** The bytes the cache counts for its pages, and the pages it holds (measurements, tests). */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  held(): CachedPage[] {
    return [...this.pages.values()].map((entry) => entry.page);
  }

  /** The page, and whether it came from the cache. */
  async page(lang: Locale, url: string, context: Context): Promise<{ page: CachedPage; cached: boolean }> {
    const version = await this.versionOf();
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    const key = `${lang} ${url}`;
    const hit = this.enabled ? this.pages.get(key)?.page : undefined;
    if (hit) return { page: hit, cached: true };
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(lang, url, context)
        .then((page): CachedPage => {
          if (this.enabled && page.cacheable && version === this.version) {
            const cached: CachedPage = page.html ? { ...page, html: ownBuffer(page.html) } : page;
            // Set again, its size is counted again: a compressed form made since is in the bytes.
            cached.grown = () => void (this.pages.peek(key)?.page === cached && this.pages.set(key, { page: cached }, { noDisposeOnSet: true }));
            this.pages.set(key, { page: cached });
            return cached;
          }
          return page;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return { page: await pending, cached: false };
  }
}

/**
 * The page's HTML in the best encoding the browser takes. Compressed at a fast level: most pages are
 * asked for many times and keep their compressed form, a one-off page (a search) is not worth more.
 */
export function encoded(page: CachedPage, acceptEncoding: string): { body: Promise<Buffer>; encoding?: 'br' | 'gzip' } | undefined {
  const html = page.html;
  if (!html) return undefined;
  if (html.length < 1024) return { body: Promise.resolve(html) };
  if (/\bbr\b/.test(acceptEncoding)) {
    page.br ??= counted(page, brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }));
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= counted(page, gzipped(html, { level: 6 }));
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: Promise.resolve(html) };
}

/**
 * A compressed form, counted in its page's bytes (and its cache's) once made, in a buffer of its own
 * size (zlib's is a slice of 64 KB).
 */
async function counted(page: CachedPage, made: Promise<Buffer>): Promise<Buffer> {
  const body = ownBuffer(await made);
  page.compressedBytes = (page.compressedBytes ?? 0) + body.length;
  page.grown?.();
  return body;
}

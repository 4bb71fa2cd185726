// Issue 48, item 4: the page cache is bounded by bytes, its pages' HTML and the compressed forms made
// for them together (the brotli and gzip forms were not counted, and held as much again).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CachedPage, encoded, PageCache } from '../../src/server/ssr/page-cache.ts';

const LIMIT = 256 * 1024;
/** A page of 20 KB that compresses little (random text): its br and gzip forms weigh about as much again each. */
const page = () => ({ status: 200, html: Buffer.from(randomBytes(15_000).toString('base64')), csp: "default-src 'self'", cacheable: true });

/** What a held page takes: its HTML and the compressed forms made for it. */
async function heldBytes(held: CachedPage): Promise<number> {
  const forms = await Promise.all([held.br, held.gzip]);
  return held.html!.length + forms.reduce((sum, form) => sum + (form?.length ?? 0), 0);
}

describe('the page cache', () => {
  it('holds no more bytes than its bound, compressed forms included, as 100 distinct pages are asked for in br and gzip', async () => {
    const cache = new PageCache(async () => 'v1', async () => page(), true, LIMIT);
    for (let i = 0; i < 100; i++) {
      const { page: asked } = await cache.page('fr', `/shop?q=${i}`);
      await encoded(asked, 'br')!.body;
      await encoded(asked, 'gzip')!.body;
    }
    const held = cache.held();
    const bytes = (await Promise.all(held.map(heldBytes))).reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThanOrEqual(LIMIT);
    expect(cache.bytes).toBeLessThanOrEqual(LIMIT);
    // Full, not empty: the last pages asked for are there.
    expect(bytes).toBeGreaterThan(LIMIT / 2);
    expect((await cache.page('fr', '/shop?q=99')).cached).toBe(true);
  });

  it('counts a compressed form made after the page was kept, and keeps serving it from the cache', async () => {
    let renders = 0;
    const cache = new PageCache(async () => 'v1', async () => (renders++, page()), true, LIMIT);
    const { page: first } = await cache.page('fr', '/');
    const before = cache.bytes;
    const br = await encoded(first, 'br')!.body;
    expect(cache.bytes).toBe(before + br.length);
    const again = await cache.page('fr', '/');
    expect(again.cached).toBe(true);
    expect(await again.page.br).toBe(br);
    expect(renders).toBe(1);
  });
});

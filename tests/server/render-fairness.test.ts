// Issue 46, item 5: one client asking for thousands of distinct addresses (`?utm=1`, `?utm=2`, …) kept
// the render thread busy, and other shoppers got 503. Campaign parameters no longer make a page of
// their own, and renders are taken in turn by client, so one client waits behind its own renders.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairRenderQueue } from '../../src/server/ssr/fair-render-queue.ts';
import { pageAddress } from '../../src/server/ssr/page-address.ts';
import { RendererBusyError, type RenderPage } from '../../src/server/ssr/page-renderer.ts';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

/** A render that ends when the test says so. */
function deferred() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { done, end };
}
const never = () => new AbortController().signal;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the render queue', () => {
  it('takes renders in turn by client: a shopper arriving behind 5 renders of one client is next', async () => {
    const queue = new FairRenderQueue(1, 8, 40);
    const started: string[] = [];
    const renders = new Map<string, ReturnType<typeof deferred>>();
    const ask = (client: string, name: string) =>
      queue.run(client, never(), async () => {
        started.push(name);
        const render = deferred();
        renders.set(name, render);
        await render.done;
      });
    const all = [1, 2, 3, 4, 5].map((n) => ask('flood', `flood ${n}`));
    all.push(ask('shopper', 'shopper'), ask('other', 'other'));
    await settled();
    expect(started).toEqual(['flood 1']);
    renders.get('flood 1')!.end();
    await settled();
    expect(started).toEqual(['flood 1', 'shopper']);
    renders.get('shopper')!.end();
    await settled();
    expect(started).toEqual(['flood 1', 'shopper', 'other']);
    renders.get('other')!.end();
    for (const n of [2, 3, 4, 5]) {
      await settled();
      renders.get(`flood ${n}`)!.end();
    }
    await Promise.all(all);
    expect(started).toEqual(['flood 1', 'shopper', 'other', 'flood 2', 'flood 3', 'flood 4', 'flood 5']);
  });

  it('refuses a client its ninth waiting render, not the others; and drops a render given up while it waits', async () => {
    const queue = new FairRenderQueue(1, 8, 40);
    const running = deferred();
    const first = queue.run('flood', never(), () => running.done);
    const waiting = Array.from({ length: 8 }, () => queue.run('flood', never(), async () => {}));
    await expect(queue.run('flood', never(), async () => {})).rejects.toBeInstanceOf(RendererBusyError);
    const givenUp = new AbortController();
    let ran = false;
    const shopper = queue.run('shopper', givenUp.signal, async () => {
      ran = true;
    });
    expect(queue.counts).toEqual({ waiting: 9, running: 1 });
    givenUp.abort(new Error('deadline'));
    await expect(shopper).rejects.toThrow('deadline');
    expect(queue.counts).toEqual({ waiting: 8, running: 1 });
    running.end();
    await Promise.all([first, ...waiting]);
    expect(ran).toBe(false);
    expect(queue.counts).toEqual({ waiting: 0, running: 0 });
  });

  it('refuses any render past 40 waiting in all', async () => {
    const queue = new FairRenderQueue(1, 8, 40);
    const running = deferred();
    const asked = [queue.run('a', never(), () => running.done)];
    for (let client = 0; client < 10; client++) for (let i = 0; i < 4; i++) asked.push(queue.run(`client ${client}`, never(), async () => {}));
    await expect(queue.run('newcomer', never(), async () => {})).rejects.toBeInstanceOf(RendererBusyError);
    running.end();
    await Promise.all(asked);
  });
});

describe('the address a page is rendered and kept under', () => {
  it('drops campaign parameters and click ids, keeps what the shop reads, in order', () => {
    expect(pageAddress('/shop?utm=17')).toBe('/shop');
    expect(pageAddress('/shop?q=huile&utm_source=facebook&utm_medium=cpc&fbclid=IwAR0&page=2&gclid=abc')).toBe('/shop?q=huile&page=2');
    expect(pageAddress('/produits/dika-extra?lang=ar&UTM_Campaign=ramadan&msclkid=1')).toBe('/produits/dika-extra?lang=ar');
    expect(pageAddress('/shop?utm%5Fsource=x&q=zitoun')).toBe('/shop?q=zitoun');
    expect(pageAddress('/shop?utmost=1&category=olive')).toBe('/shop?utmost=1&category=olive');
    expect(pageAddress('/shop?q=%E0%A4')).toBe('/shop?q=%E0%A4');
    expect(pageAddress('/shop')).toBe('/shop');
  });
});

describe('a client asking for thousands of campaign addresses', () => {
  let app: FastifyInstance;
  const rendered: string[] = [];
  const render: RenderPage = async ({ url }) => {
    rendered.push(url);
    return { status: 200, html: `<!DOCTYPE html><html lang="fr"><body>${url}</body></html>` };
  };
  beforeAll(async () => {
    app = await startTestApp({}, { pages: { render } });
  });
  afterAll(() => stopTestApp(app));

  it('gets one page rendered once: /shop?utm=1 … /shop?utm=1000 are /shop', async () => {
    for (let n = 1; n <= 1000; n++) {
      const answer = await app.inject({ url: `/shop?utm=${n}`, remoteAddress: '10.46.9.9' });
      expect(answer.statusCode).toBe(200);
    }
    expect(rendered.filter((url) => url.startsWith('/shop'))).toEqual(['/shop']);
  });
});

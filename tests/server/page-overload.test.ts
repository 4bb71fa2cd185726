// A page whose render does not finish in time is an overloaded server, not a broken page: the shopper
// gets 503 with Retry-After (come back in a moment), never a 500, and the answer is not cached.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenderPage } from '../../src/server/ssr/page-renderer.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

let app: FastifyInstance;
let renders = 0;
let slow = true;

// A renderer that, while `slow`, takes longer than the deadline it is given (it gives up at its signal, as the real one does).
const render: RenderPage = ({ signal }) => {
  renders += 1;
  if (!slow) return Promise.resolve({ status: 200, html: '<!DOCTYPE html><html lang="fr"><body>Boutique</body></html>', cpuMs: 1 });
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
};

beforeAll(async () => {
  app = await startTestApp({}, { pages: { render, timeoutMs: 200 } });
});
afterAll(() => stopTestApp(app));

it('a render past its deadline answers 503 with Retry-After, and the next request renders again', async () => {
  const late = await app.inject('/shop');
  expect(late.statusCode).toBe(503);
  expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
  expect(late.headers['content-type']).toContain('text/html');
  slow = false;
  const before = renders;
  const next = await app.inject('/shop');
  expect(next.statusCode).toBe(200);
  expect(renders).toBe(before + 1);
  expect(next.body).toContain('Boutique');
});

it('a built file that is not there is a plain 404, not a page rendered', async () => {
  slow = false;
  const before = renders;
  const missing = await app.inject('/assets/main-0ld8uild.js');
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-type']).toContain('text/plain');
  expect(renders).toBe(before);
});

it('RENDER_TIMEOUT_MS is the deadline: a render within it is served, one past it answers 503', async () => {
  let delay = 0;
  const timed: RenderPage = ({ signal }) =>
    new Promise((resolve, reject) => {
      const done = setTimeout(() => resolve({ status: 200, html: '<!DOCTYPE html><html lang="fr"><body>Boutique</body></html>' }), delay);
      signal.addEventListener('abort', () => (clearTimeout(done), reject(signal.reason as Error)));
    });
  const config = loadConfig({ RENDER_TIMEOUT_MS: '4000' });
  const timedApp = await startTestApp({ renderTimeoutMs: config.renderTimeoutMs }, { pages: { render: timed }, cachePages: false });
  try {
    // Past the 2 s default, within the 4 s set.
    delay = 2600;
    expect((await timedApp.inject('/shop')).statusCode).toBe(200);
    delay = 5000;
    expect((await timedApp.inject('/shop')).statusCode).toBe(503);
  } finally {
    await stopTestApp(timedApp);
  }
  expect(() => loadConfig({ RENDER_TIMEOUT_MS: 'soon' })).toThrow(/RENDER_TIMEOUT_MS/);
});

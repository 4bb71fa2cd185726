// Issue 46, item 5, as the probe found it: one client with 6 connections asking for 5,000 distinct
// addresses kept the render thread busy, and other shoppers got 503. A shopper's page must answer
// within 500 ms meanwhile. Over real connections (the client from 127.0.0.2, the shopper from
// 127.0.0.3), and timed, so it runs in `npm run test:timing`, alone.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenderPage } from '../../src/server/ssr/page-renderer.ts';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

const timed = process.env.TIMED_TESTS === '1';

/** As long as a render of /shop takes on this machine's render thread, order of magnitude. */
const RENDER_MS = 100;
let app: FastifyInstance;
let origin = '';
// One render thread: renders run one after the other, each RENDER_MS.
let thread = Promise.resolve();
const render: RenderPage = ({ url }) => {
  const done = thread.then(() => new Promise<void>((resolve) => setTimeout(resolve, RENDER_MS)));
  thread = done;
  return done.then(() => ({ status: 200, html: `<!DOCTYPE html><html lang="fr"><body>${url}</body></html>`, cpuMs: RENDER_MS }));
};

beforeAll(async () => {
  if (!timed) return;
  app = await startTestApp({}, { pages: { render } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // A server's start (its chores run at once, the catalogue loads on the first page) is not what is measured here.
  await app.jobs.tick();
  expect((await app.inject('/')).statusCode).toBe(200);
});
afterAll(() => stopTestApp(app));

/** A GET over the agent's connections: its status, once the body is read. */
function get(path: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(`${origin}${path}`, { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode!));
    });
    asked.on('error', reject);
    asked.end();
  });
}

/** One client's 6 connections, each asking for the next address as soon as the last answered. */
function flood(addresses: (n: number) => string, total: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 6, localAddress: '127.0.0.2' });
  let next = 0;
  let stop = false;
  const statuses: number[] = [];
  const connection = async () => {
    while (!stop && next < total) statuses.push(await get(addresses(++next), agent));
  };
  const connections = Promise.all(Array.from({ length: 6 }, connection));
  return {
    statuses,
    async end() {
      stop = true;
      await connections;
      agent.destroy();
    },
  };
}

/** Resolves once the flood has had that many answers: it runs at full speed. */
async function underWay(attack: ReturnType<typeof flood>, answers: number) {
  while (attack.statuses.length < answers) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A shopper's pages, from a connection of their own: the longest wait of the lot, in ms. */
async function shopperWait(pages: string[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.3' });
  let longest = 0;
  try {
    for (const path of pages) {
      const started = performance.now();
      expect(await get(path, agent), path).toBe(200);
      longest = Math.max(longest, performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return longest;
}

it.runIf(timed)('a shopper is served within 500 ms while one client asks for 5,000 /shop?utm=N pages', async () => {
  const attack = flood((n) => `/shop?utm=${n}`, 5000);
  await underWay(attack, 100);
  const wait = await shopperWait(['/shop', '/produits/dika-extra', '/produits/zitoun-classique?lang=ar', '/shop?lang=en']);
  // Measured while the flood went on.
  expect(attack.statuses.length).toBeLessThan(5000);
  await attack.end();
  expect(wait).toBeLessThan(500);
  expect(attack.statuses.every((status) => status === 200)).toBe(true);
}, 120_000);

it.runIf(timed)('and within 500 ms while it asks for distinct searches, which each need a render', async () => {
  const attack = flood((n) => `/shop?q=huile-${n}`, 5000);
  // Its renders already fill its share of the queue.
  await underWay(attack, 6);
  const wait = await shopperWait(['/produits/saiss-tournesol', '/produits/dika-extra?lang=ar', '/categories/olive']);
  await attack.end();
  expect(wait).toBeLessThan(500);
}, 120_000);

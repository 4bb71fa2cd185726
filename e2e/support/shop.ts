// Every journey against its own shop: the built app as `npm start` runs it, on a fresh in-memory
// database, mailing to its own SMTP capture and paying through its own card stand-in (serve.ts). The
// shop checks each API answer against openapi.yaml (VALIDATE_RESPONSES): one off the contract fails
// the journey whose browser received it.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { watchForFailure } from './failure-report.ts';

export { expect };

export interface Shop {
  url: string;
  /** Where serve.ts keeps the mails its SMTP capture received (read by mailbox.ts). */
  mailbox: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Whether the shop renders its home page. Its first render (a render thread loading the app's code,
 * the catalogue read, the code compiled as it first runs) may pass the render deadline on a loaded
 * machine and be answered 503: that one is made here, not by a test.
 */
async function rendersHome(url: string): Promise<boolean> {
  for (let i = 0; i < 10; i++) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await answer.arrayBuffer();
    if (answer.ok) return true;
    if (answer.status !== 503) return false;
  }
  return false;
}

/**
 * Starts a shop (the app must be built: the global setup sees to it); resolves once it answers and
 * renders a page. The port is free when picked but may be taken before the shop listens on it
 * (another process's own port 0): a shop that exits before answering is started again on another
 * port, up to three times.
 */
export async function startShop(env: Record<string, string> = {}): Promise<Shop> {
  for (let attempt = 1; ; attempt++) {
    const started = await tryStartShop(env);
    if (started.shop) return started.shop;
    if (!started.exited || attempt === 3) throw new Error(`the shop on ${started.url} did not start`);
  }
}

async function tryStartShop(env: Record<string, string>): Promise<{ shop?: Shop; url: string; exited: boolean }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mailbox = join(tmpdir(), `oils-e2e-mailbox-${port}.json`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/serve.ts'], {
    // PUBLIC_URL: the card provider sends shoppers back there, so it is the origin the browser uses.
    // RENDER_TIMEOUT_MS: a render slowed by the browser and the next file's shop beside it is not a 503.
    // MEMORY_TEMPLATE (the global setup's seeded database) only for a shop in memory, not one on DATA_DIR.
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATABASE_URL: 'memory://', LOG_LEVEL: 'warn', E2E_MAILBOX: mailbox, VALIDATE_RESPONSES: 'true', RENDER_TIMEOUT_MS: '15000', ...env, ...(env.DATABASE_URL === undefined || env.DATABASE_URL === 'memory://' ? {} : { MEMORY_TEMPLATE: '' }) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
    rmSync(mailbox, { force: true });
  };
  // Up to 3 min: a loaded machine (the whole suite, a build beside it) can take over a minute to start one.
  for (let i = 0; i < 720 && !gone; i++) {
    try {
      // A time limit: whatever else took the port may accept and never answer.
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok && (await rendersHome(url))) return { shop: { url, mailbox, stop }, url, exited: false };
    } catch {
      // not listening yet, or not answering
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exitedEarly = gone;
  await stop();
  return { url, exited: exitedEarly };
}

/**
 * One shop per test file and project, started before its first test and stopped when the next file
 * begins: the tests of a file share what they make, and no file sees another's accounts or orders.
 * The next file's shop starts while this file's tests run (a start is seconds of mostly waiting), so
 * a file seldom waits for one.
 */
class ShopPerFile {
  private current?: { key: string; shop: Shop };
  private next?: Promise<Shop>;

  async for(key: string): Promise<Shop> {
    if (this.current?.key === key) return this.current.shop;
    await this.current?.shop.stop();
    this.current = undefined;
    const started = this.next ?? startShop();
    this.next = undefined;
    const shop = await started;
    this.current = { key, shop };
    this.next = startShop();
    // Its failure is reported to the file that takes it, not here.
    this.next.catch(() => {});
    return shop;
  }

  async stop(): Promise<void> {
    const next = this.next;
    this.next = undefined;
    await Promise.all([this.current?.shop.stop(), next?.then((shop) => shop.stop(), () => {})]);
    this.current = undefined;
  }
}

export const test = base.extend<{ shop: Shop }, { shops: ShopPerFile }>({
  // Pages arrive rendered by the server before their code runs: after each load, tests wait for the
  // browser to have hydrated the page (StartInBrowser marks it).
  page: async ({ page }, use, info) => {
    const reportFailure = watchForFailure(page);
    const interactive = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await interactive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await interactive();
      return response;
    };
    // The shop answers 500 with this header, and the differences, when an answer drifts from the contract.
    const offContract: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.headers()['x-contract-violation']) offContract.push(response.text().then((body) => `${response.request().method()} ${response.url()}: ${body}`, () => response.url()));
    });
    await use(page);
    await reportFailure(info);
    expect(await Promise.all(offContract), 'answers off the contract (openapi/openapi.yaml)').toEqual([]);
  },
  shops: [
    // Playwright reads a fixture's needs from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shops = new ShopPerFile();
      await use(shops);
      await shops.stop();
    },
    { scope: 'worker' },
  ],
  shop: async ({ shops }, use, info) => {
    const shop = await shops.for(`${info.project.name} ${info.file}`);
    // mailbox.ts reads the mails of the shop under test.
    process.env.E2E_MAILBOX = shop.mailbox;
    await use(shop);
  },
  baseURL: async ({ shop }, use) => use(shop.url),
});

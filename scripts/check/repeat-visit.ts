// The repeat visit's bytes (issue 48, item 3), for npm run test:budgets: a phone that saw `/` and
// `/shop` comes back within the hour and opens them again, in the same browser (the same HTTP cache).
// What the second visit transfers must be revalidated HTML (304s) and nothing else: every script,
// style, font, image and shared API answer comes from the browser's cache, and a guest's browser asks
// for no personal answer (its cart is known to be empty while it never spoke to the API).
import type { Browser } from '@playwright/test';
import { devices } from '@playwright/test';

/** The second visit's bytes on the wire, headers included, for `/` then `/shop`. */
export const REPEAT_VISIT_LIMIT = 30 * 1024;

interface Loaded {
  url: string;
  type: string;
  /** The status on the wire: 304 for a revalidated answer (the page sees the stored 200). */
  status: number;
  cached: boolean;
  bytes: number;
}

export interface RepeatVisit {
  bytes: number;
  loaded: Loaded[];
  /** What the second visit fetched that is not a revalidated page: each fails the budget. */
  refetched: Loaded[];
}

/** Opens `/` and `/shop` at 390 px, then both again, and sorts what the second visit loaded. */
export async function repeatVisit(browser: Browser, base: string): Promise<RepeatVisit> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The first visit renders the product images' renditions (AVIF, slow on a busy machine).
  page.setDefaultTimeout(120_000);
  const settle = async (path: string) => {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  };
  await settle('/');
  await settle('/shop');
  // From here on, every request of the page as Chromium's network stack reports it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Loaded>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = seen.get(requestId);
    if (entry) entry.cached = true;
  });
  const wire = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => void wire.set(requestId, statusCode));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const cached = Boolean(response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker);
    seen.set(requestId, { url: response.url, type, status: response.status, cached, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = seen.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await settle('/');
  await settle('/shop');
  await context.close();
  const loaded = [...seen.entries()].map(([id, entry]) => ({ ...entry, status: wire.get(id) ?? entry.status }));
  return {
    bytes: loaded.filter((entry) => !entry.cached).reduce((sum, entry) => sum + entry.bytes, 0),
    loaded,
    refetched: loaded.filter((entry) => !entry.cached && entry.bytes > 0 && !(entry.type === 'Document' && entry.status === 304)),
  };
}

/** The figure's lines, and whether it holds. */
export function reportRepeatVisit({ bytes, loaded, refetched }: RepeatVisit): { lines: string[]; over: boolean } {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const over = bytes > REPEAT_VISIT_LIMIT || refetched.length > 0;
  const pages = loaded.filter((entry) => entry.type === 'Document').map((entry) => `${new URL(entry.url).pathname} ${entry.status} (${entry.bytes} B)`);
  const fromCache = loaded.filter((entry) => entry.type !== 'Document' && (entry.cached || entry.bytes === 0)).length;
  const lines = [
    `repeat ${kb(bytes).padStart(8)}  limit ${kb(REPEAT_VISIT_LIMIT)}${over ? '  OVER' : ''}  (second visit to / then /shop: ${pages.join(', ')}; ${fromCache} other files from the browser's cache)`,
    ...refetched.map((entry) => `  fetched again: ${entry.type} ${entry.status} ${entry.url} (${entry.bytes} B)  OVER`),
  ];
  return { lines, over };
}

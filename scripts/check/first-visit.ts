// The bytes a first visit costs a phone: a page opened at 390 px in a fresh browser context (no cache,
// no cookies), counted as they came over the wire: each answer's encoded (compressed) body and its
// headers, as Chromium reports them. Counted: what the page loads without being scrolled, until it
// is hydrated and the network has been quiet for QUIET_MS, so what it loads on its own after
// hydration is in too; what scrolling would bring (the next sections' pictures) is not.
import { type Browser, devices, type Request } from '@playwright/test';

export const KINDS = ['html', 'js', 'css', 'font', 'image', 'api', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export interface FirstVisit {
  byKind: Record<Kind, number>;
  /** Of byKind's bytes, those of the answers' headers. */
  headers: number;
  total: number;
  files: { url: string; kind: Kind; bytes: number }[];
}

const KIND_OF: Record<string, Kind> = { document: 'html', script: 'js', stylesheet: 'css', font: 'font', image: 'image', fetch: 'api', xhr: 'api', eventsource: 'api' };
/** How long the network must stay quiet after hydration for the page to count as settled. */
const QUIET_MS = 2000;
/** A phone 390 px wide (its screen too: a narrower viewport on a wider screen picks pictures twice). */
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } };

const kindOf = (request: Request): Kind => KIND_OF[request.resourceType()] ?? (new URL(request.url()).pathname.endsWith('.js') ? 'js' : 'other');

/** Opens base + path as a 390 px phone on its first visit and adds up what it transferred, by kind. */
export async function firstVisit(browser: Browser, base: string, path: string): Promise<FirstVisit> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const answers: Promise<{ url: string; kind: Kind; body: number; headers: number }>[] = [];
  let lastActivity = Date.now();
  let open = 0;
  // On the context, so the workers' requests (the page's Intl warm-up) are counted too.
  context.on('request', () => {
    lastActivity = Date.now();
    open++;
  });
  context.on('requestfailed', () => {
    lastActivity = Date.now();
    open--;
  });
  context.on('requestfinished', (request) => {
    lastActivity = Date.now();
    open--;
    if (request.url().startsWith('data:')) return;
    answers.push(request.sizes().then((sizes) => ({ url: request.url(), kind: kindOf(request), body: sizes.responseBodySize, headers: sizes.responseHeadersSize })));
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while ((open > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) await page.waitForTimeout(250);
  const done = await Promise.all(answers);
  await context.close();
  const files = done.map(({ url, kind, body, headers }) => ({ url, kind, bytes: body + headers }));
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.bytes, 0)])) as Record<Kind, number>;
  return { byKind, headers: done.reduce((sum, a) => sum + a.headers, 0), total: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

import { expect, type Page, type Request } from '@playwright/test';

// A product picture's first rendition can take seconds on a loaded machine, and changes nothing on
// the page but the picture: it is not waited for (network idle would).
const PICTURES = new Set(['image', 'media']);

/** Follows the page's requests from now on; `settled` waits until only pictures may be in flight. */
export function requestsInFlight(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!PICTURES.has(request.resourceType())) open.add(request);
  });
  const close = (request: Request) => void open.delete(request);
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    // First an idle moment of the browser's, so the requests the page's code is about to make have started.
    settled: async () => {
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      await expect.poll(() => open.size).toBe(0);
    },
  };
}

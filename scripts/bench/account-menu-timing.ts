// npm run account-menu-timing: how long the account menu takes to show its form the first time it
// opens on a page, at 1280 px, as the shopper feels it: from the click to the frame that paints the
// sign-in form. A fresh page each time (the menu's code and texts are fetched per page load), on
// the built app; prints each run and the median, with and without a hover before the click.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltApp } from '../support/built-app.ts';

const PORT = Number(process.env.TIMING_PORT ?? 4183);
const RUNS = Number(process.env.RUNS ?? 7);
const { base, stop } = await startBuiltApp(PORT);
// The first renders warm the server up (a cold one may answer 503 while it compiles): not measured.
for (const lang of ['fr', 'ar']) {
  for (let i = 0; (await fetch(`${base}/?lang=${lang}`)).status !== 200; i++) if (i > 20) throw new Error(`/?lang=${lang} does not render`);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function firstOpen(lang: 'fr' | 'ar', hoverMs: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/?lang=${lang}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('load');
  // The page at rest, as a shopper finds it before reaching for the menu.
  await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))');
  const button = page.getByRole('button', { name: lang === 'fr' ? 'Mon compte' : 'حسابي' });
  // Started in the page: the click's time, then the first frame after the form's e-mail field is in.
  // Started in the page (a string: tsx would add its helpers to a function): the click's time, then
  // the first frame after the form's e-mail field is in.
  const shown = page.evaluate<number>(`new Promise((resolve) => {
    let clicked = 0;
    document.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!clicked || !document.querySelector('[role=dialog] input[type=email]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked)));
    }).observe(document.body, { childList: true, subtree: true });
  })`);
  if (hoverMs) {
    await button.hover();
    await page.waitForTimeout(hoverMs);
  }
  await button.click();
  const ms = await shown;
  await context.close();
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const hoverMs of (process.env.HOVER_MS ?? "0,150").split(",").map(Number)) {
  for (const lang of ['fr', 'ar'] as const) {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await firstOpen(lang, hoverMs));
    console.log(`${lang}, ${hoverMs ? `hovered ${hoverMs} ms first` : 'clicked at once'}: median ${median(runs).toFixed(0)} ms (${runs.map((ms) => ms.toFixed(0)).join(', ')})`);
  }
}
await browser.close();
stop();
process.exit(0);

// npm run screenshots: the README's pictures of the shop, made from the built app on a fresh database:
// home, shop, a product and checkout (signed in, one product in the cart), in French and Arabic, on a
// 1280 px desktop and a 390 px phone (first screen of each), as JPEG in docs/screenshots.
import { mkdirSync } from 'node:fs';
import { chromium, devices, type Page } from '@playwright/test';
import { startSmtpCapture } from '../tests/support/smtp-capture.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltApp } from './support/built-app.ts';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4182);
const OUT = 'docs/screenshots';
const PASSWORD = 'Zitoun#2026';

const smtp = await startSmtpCapture();
const { base: BASE, stop } = await startBuiltApp(PORT, { PUBLIC_URL: `http://127.0.0.1:${PORT}`, SMTP_URL: smtp.url });

// A verified customer, for the checkout pictures.
const email = 'nadia.tazi@example.ma';
const post = (path: string, body: object) => fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
await post('/api/auth/register', { firstName: 'Nadia', lastName: 'Tazi', email, password: PASSWORD, phone: '+212661234567' });
for (let i = 0; !smtp.mails.some((m) => m.to.includes(email)); i++) {
  if (i > 100) throw new Error('no verification mail');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const code = /\b(\d{6})\b/.exec(smtp.mails.find((m) => m.to.includes(email))!.text)![1]!;
await post('/api/public/verify', { email, code });
const listing = (await (await fetch(`${BASE}/api/products?pageSize=1`)).json()) as { data: { products: { slug: string }[] } };
const productPath = `/produits/${listing.data.products[0]!.slug}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
mkdirSync(OUT, { recursive: true });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Pictures decoded and the hero's fade finished.
  await page.evaluate(() => Promise.all([...document.images].filter((i) => !i.complete && i.loading !== 'lazy').map((i) => new Promise((r) => i.addEventListener('load', r, { once: true })))));
  await page.waitForTimeout(1200);
}

const shots: string[] = [];
for (const [device, use] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['mobile', { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }],
] as const) {
  for (const lang of ['fr', 'ar'] as const) {
    const context = await browser.newContext({ ...use, locale: lang === 'ar' ? 'ar-MA' : 'fr-MA' });
    const page = await context.newPage();
    for (const [name, path] of [
      ['home', '/'],
      ['shop', '/shop'],
      ['product', productPath],
    ] as const) {
      await page.goto(`${BASE}${path}?lang=${lang}`);
      await settle(page);
      const file = `${OUT}/${name}-${lang}-${device}.jpg`;
      await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
      shots.push(file);
    }
    // Checkout: signed in, with the product in the cart.
    await page.goto(`${BASE}/login?lang=${lang}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const form = page.getByRole('main');
    await form.locator('input[type=email]').fill(email);
    await form.locator('input[type=password]').first().fill(PASSWORD);
    await form.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${BASE}${productPath}?lang=${lang}`);
    await settle(page);
    const cartItems = page.getByTestId('cart-badge');
    if (!(await cartItems.count())) {
      await page.locator('main').getByRole('button').filter({ hasText: lang === 'fr' ? 'Ajouter' : 'أضف' }).last().click();
      await cartItems.waitFor();
    }
    await page.goto(`${BASE}/checkout?lang=${lang}`);
    await settle(page);
    const file = `${OUT}/checkout-${lang}-${device}.jpg`;
    await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
    shots.push(file);
    await context.close();
  }
}
await browser.close();
stop();
await smtp.close();
console.log(shots.join('\n'));
process.exit(0);

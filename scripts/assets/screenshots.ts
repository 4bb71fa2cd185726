// npm run screenshots: the README's pictures of the shop, made from the built app on a fresh database:
// home, shop, a product and checkout (signed in, one product in the cart), a pickup order's
// confirmation and its invoice as printed, the phone's account menu signed in and the Arabic home
// page's headings, in French and Arabic, on a 1280 px desktop and a 390 px phone; and the back office:
// its confirmation queue and cash screen on a phone, its orders (Arabic) and dashboard on a desk. As JPEG
// in docs/screenshots.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { startSmtpCapture } from '../../tests/support/smtp-capture.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltApp } from '../support/built-app.ts';
import { backOfficeDay } from './back-office-day.ts';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4182);
const OUT = 'docs/screenshots';
const PASSWORD = 'Zitoun#2026';

const smtp = await startSmtpCapture();
// An embedded database in a folder of its own: `npm run staff` reaches the running shop there.
const dataDir = mkdtempSync(join(tmpdir(), 'oils-screenshots-'));
const { base: BASE, stop } = await startBuiltApp(PORT, { PUBLIC_URL: `http://127.0.0.1:${PORT}`, SMTP_URL: smtp.url, DATABASE_URL: '', DATA_DIR: dataDir });

const post = (path: string, body: object) => fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
/** A customer signed up and verified with the mailed code. */
async function verifiedCustomer(email: string, firstName: string, lastName: string) {
  await post('/api/auth/register', { firstName, lastName, email, password: PASSWORD, phone: '+212661234567' });
  for (let i = 0; !smtp.mails.some((m) => m.to.includes(email)); i++) {
    if (i > 100) throw new Error('no verification mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const code = /\b(\d{6})\b/.exec(smtp.mails.find((m) => m.to.includes(email))!.text)![1]!;
  await post('/api/public/verify', { email, code });
}
// A verified customer, for the checkout pictures; another, whose orders fill the confirmation queue.
const email = 'nadia.tazi@example.ma';
await verifiedCustomer(email, 'Nadia', 'Tazi');
const otherEmail = 'salma.idrissi@example.ma';
await verifiedCustomer(otherEmail, 'Salma', 'Idrissi');
const listing = (await (await fetch(`${BASE}/api/products?pageSize=1`)).json()) as { data: { products: { id: string; slug: string; variants: { id: string }[] }[] } };
const product = listing.data.products[0]!;
const productPath = `/produits/${product.slug}`;

const WORDS = {
  fr: { city: 'Ville', address: 'Adresse', next: 'Continuer', pickup: /Retrait gratuit/, shops: 'Magasin de retrait', cash: /Paiement à la livraison/, confirm: 'Confirmer la commande', confirmed: 'Commande Confirmée', menu: 'Ouvrir le menu' },
  ar: { city: 'المدينة', address: 'العنوان', next: 'متابعة', pickup: /الاستلام المجاني/, shops: 'متجر الاستلام', cash: /الدفع عند الاستلام/, confirm: 'تأكيد الطلب', confirmed: 'تم تأكيد الطلب', menu: 'فتح القائمة' },
} as const;

/** A direct purchase collected at a shop and paid in cash, up to its confirmation. */
async function pickupOrder(page: Page, lang: 'fr' | 'ar') {
  const words = WORDS[lang];
  await page.goto(`${BASE}/checkout?product=${product.id}&variant=${product.variants[0]!.id}&quantity=1&lang=${lang}`);
  // The city is picked from its list; a pickup asks for no street address.
  // Emptied first: the list opens on a change of what is typed, and the field may show a city already.
  await page.getByRole('combobox', { name: words.city }).fill('');
  await page.getByRole('combobox', { name: words.city }).fill(lang === 'fr' ? 'Meknès' : 'مكناس');
  await page.getByRole('option', { name: lang === 'fr' ? 'Meknès' : 'مكناس', exact: true }).click();
  await page.getByRole('button', { name: words.next }).click();
  await page.locator('label').filter({ hasText: words.pickup }).first().click();
  await page.getByRole('radiogroup', { name: words.shops }).locator('label').first().click();
  await page.getByRole('button', { name: words.next }).click();
  await page.locator('label').filter({ hasText: words.cash }).first().click();
  await page.getByRole('button', { name: words.next }).click();
  await page.getByRole('button', { name: words.confirm }).click();
  await page.getByRole('heading', { name: words.confirmed }).waitFor();
  await settle(page);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
mkdirSync(OUT, { recursive: true });

/** Loaded, pictures decoded, animations over. The back office's queue keeps an event stream open: never idle. */
async function settle(page: Page, { idle = true } = {}) {
  if (idle) await page.waitForLoadState('networkidle');
  else await page.evaluate(() => document.fonts.ready);
  // Pictures decoded and the hero's fade finished.
  await page.evaluate(() => Promise.all([...document.images].filter((i) => !i.complete && i.loading !== 'lazy').map((i) => new Promise((r) => i.addEventListener('load', r, { once: true })))));
  await page.waitForTimeout(1200);
}

const shots: string[] = [];
// The back office in Arabic, first: its first owner added by `npm run staff` while the shop serves,
// and an order of the customer's to list.
{
  const login = (await (await post('/api/auth/login', { email, password: PASSWORD })).json()) as { data: { tokens: { accessToken: string } } };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.tokens.accessToken}` };
  await fetch(`${BASE}/api/cart/items`, { method: 'POST', headers, body: JSON.stringify({ productId: product.id, variantId: product.variants[0]!.id, quantity: 2 }) });
  const order = {
    source: 'cart',
    customerInfo: { firstName: 'Nadia', lastName: 'Tazi', email, phone: '0661234567' },
    deliveryAddress: { street: '15 avenue des FAR', city: 'Casablanca', country: 'MA' },
    paymentMethod: 'cash-on-delivery',
    deliveryMethod: { id: 'home-casablanca-rabat' },
  };
  const placed = await fetch(`${BASE}/api/orders?lang=ar`, { method: 'POST', headers, body: JSON.stringify(order) });
  if (placed.status !== 201) throw new Error(`the order answered ${placed.status}`);
  // Two more for the confirmation queue, from another account (one may hold 5 unpaid orders, and the
  // checkout pictures place 4): one collected at the Meknès shop, one delivered to Rabat.
  const other = (await (await post('/api/auth/login', { email: otherEmail, password: PASSWORD })).json()) as { data: { tokens: { accessToken: string } } };
  const otherHeaders = { 'content-type': 'application/json', authorization: `Bearer ${other.data.tokens.accessToken}` };
  for (const more of [
    { ...order, customerInfo: { ...order.customerInfo, email: otherEmail, firstName: 'Youssef', lastName: 'Alaoui', phone: '06 12 34 56 78' }, deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' },
    { ...order, customerInfo: { ...order.customerInfo, email: otherEmail, firstName: 'Salma', lastName: 'Idrissi', phone: '+212 7 61 23 45 67' }, deliveryAddress: { street: '8 rue Patrice Lumumba', city: 'Rabat', country: 'MA' } },
  ]) {
    const direct = { ...more, source: 'direct', items: [{ product: product.id, variant: product.variants[0]!.id, quantity: 1 }] };
    const answer = await fetch(`${BASE}/api/orders?lang=fr`, { method: 'POST', headers: otherHeaders, body: JSON.stringify(direct) });
    if (answer.status !== 201) throw new Error(`the order answered ${answer.status}`);
  }
}
const owner = 'proprietaire@huileries.ma';
const added = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/run/staff.ts', 'add', owner, '--role', 'owner'], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  encoding: 'utf8',
});
const inviteCode = /Invitation code: (\d{6})/.exec(added.stdout)?.[1];
if (!inviteCode) throw new Error(`the staff command failed: ${added.stdout}${added.stderr}`);
{
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ar-MA' });
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/accept-invite?email=${encodeURIComponent(owner)}&lang=ar`);
  await page.getByRole('textbox', { name: 'رمز الدعوة' }).fill(inviteCode);
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Saiss#Admin2026');
  await page.getByRole('button', { name: 'اعتماد كلمة المرور' }).click();
  // An owner starts on the dashboard; in the confirmation queue, one call nobody answered, tried again in 30 minutes.
  await page.getByRole('heading', { level: 1, name: 'لوحة القيادة' }).waitFor();
  await page.goto(`${BASE}/admin/confirm?lang=ar`);
  await page.getByRole('heading', { level: 1, name: 'للتأكيد (3)' }).waitFor();
  await page.getByRole('article').first().getByRole('button', { name: 'لا رد' }).click();
  await page.getByRole('menuitem', { name: 'إعادة الاتصال بعد 30 دقيقة' }).click();
  await page.getByRole('status').getByText('إعادة الاتصال').waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['ar', 'fr'] as const) {
    await page.goto(`${BASE}/admin/confirm?lang=${lang}`);
    await page.getByRole('heading', { level: 1, name: lang === 'ar' ? 'للتأكيد (3)' : 'À confirmer (3)' }).waitFor();
    await settle(page, { idle: false });
    const queue = `${OUT}/admin-confirm-${lang}-mobile.jpg`;
    await page.screenshot({ path: queue, type: 'jpeg', quality: 80, fullPage: true });
    shots.push(queue);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${BASE}/admin/orders?lang=ar`);
  await page.getByRole('heading', { level: 1, name: 'الطلبات' }).waitFor();
  await page.getByRole('main').getByRole('listitem').first().waitFor();
  await settle(page);
  const orders = `${OUT}/admin-orders-ar-desktop.jpg`;
  await page.screenshot({ path: orders, type: 'jpeg', quality: 80 });
  shots.push(orders);
  // The cash screen on a phone and the dashboard on a desk, after a day of cash orders (two more placed).
  const other = (await (await post('/api/auth/login', { email: otherEmail, password: PASSWORD })).json()) as { data: { tokens: { accessToken: string } } };
  for (const [firstName, city] of [['Karim', 'Marrakech'], ['Imane', 'Tanger']] as const) {
    const answer = await fetch(`${BASE}/api/orders?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other.data.tokens.accessToken}` },
      body: JSON.stringify({
        source: 'direct',
        items: [{ product: product.id, variant: product.variants[0]!.id, quantity: 3 }],
        customerInfo: { firstName, lastName: 'Bennani', email: otherEmail, phone: '0661234567' },
        deliveryAddress: { street: '3 rue Ibn Sina', city, country: 'MA' },
        paymentMethod: 'cash-on-delivery',
        deliveryMethod: { id: 'home-rest-of-morocco' },
      }),
    });
    if (answer.status !== 201) throw new Error(`the order answered ${answer.status}: ${await answer.text()}`);
  }
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('adminSession') ?? '{}') as { token: string }).token);
  await backOfficeDay(BASE, token, product.id);
  for (const lang of ['fr', 'ar'] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE}/admin/cash?lang=${lang}`);
    await page.getByRole('heading', { level: 1, name: lang === 'ar' ? 'تحصيل شركات التوصيل' : 'Encaissements des transporteurs' }).waitFor();
    await settle(page);
    const cash = `${OUT}/admin-cash-${lang}-mobile.jpg`;
    await page.screenshot({ path: cash, type: 'jpeg', quality: 80, fullPage: true });
    shots.push(cash);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${BASE}/admin/dashboard?lang=${lang}`);
    await page.getByRole('heading', { level: 1, name: lang === 'ar' ? 'لوحة القيادة' : 'Tableau de bord' }).waitFor();
    await settle(page);
    const dashboard = `${OUT}/admin-dashboard-${lang}-desktop.jpg`;
    await page.screenshot({ path: dashboard, type: 'jpeg', quality: 80, fullPage: true });
    shots.push(dashboard);
  }
  await context.close();
}
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
    // Signed in once the session keeps its token (read again by the next page load).
    await page.waitForFunction("localStorage.getItem('authToken') !== null");
    await page.goto(`${BASE}${productPath}?lang=${lang}`);
    await settle(page);
    const cartItems = page.getByTestId('cart-badge');
    // The account's cart (filled on an earlier screen) arrives once the session has loaded.
    await cartItems.waitFor({ timeout: 5000 }).catch(() => {});
    if (!(await cartItems.count())) {
      // Put in the account's cart through the API (a phone's product page keeps its button in a bar).
      const login = (await (await post('/api/auth/login', { email, password: PASSWORD })).json()) as { data: { tokens: { accessToken: string } } };
      await fetch(`${BASE}/api/cart/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.tokens.accessToken}` },
        body: JSON.stringify({ productId: product.id, variantId: product.variants[0]!.id, quantity: 1 }),
      });
    }
    await page.goto(`${BASE}/checkout?lang=${lang}`);
    await settle(page);
    const file = `${OUT}/checkout-${lang}-${device}.jpg`;
    await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
    shots.push(file);
    if (device === 'desktop') {
      // The contact step's phone field: the country picker and the account's number as written at home.
      const contact = `${OUT}/checkout-contact-${lang}-desktop.png`;
      await page.screenshot({ path: contact });
      shots.push(contact);
    }
    // A pickup order's confirmation: the shop to collect from, the mail sent.
    await pickupOrder(page, lang);
    const confirmation = `${OUT}/pickup-confirmation-${lang}-${device}.jpg`;
    await page.getByRole('heading', { name: WORDS[lang].confirmed }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: confirmation, type: 'jpeg', quality: 80 });
    shots.push(confirmation);
    if (device === 'desktop') {
      // The same page as printed: the invoice, its seller (ICE, RC, IF) and customer, HT, TVA and TTC.
      await page.emulateMedia({ media: 'print' });
      const invoice = `${OUT}/invoice-${lang}-desktop.jpg`;
      await page.screenshot({ path: invoice, type: 'jpeg', quality: 80, fullPage: true });
      shots.push(invoice);
      await page.emulateMedia({ media: null });
    }
    if (device === 'mobile') {
      // The phone's account menu, signed in: the profile card, its badge, the entries and logout.
      await page.getByRole('button', { name: WORDS[lang].menu }).click();
      await page.getByRole('dialog').getByText(email).waitFor();
      await page.waitForTimeout(400);
      const menu = `${OUT}/account-menu-${lang}-mobile.jpg`;
      await page.screenshot({ path: menu, type: 'jpeg', quality: 80 });
      shots.push(menu);
    }
    if (lang === 'ar') {
      // The Arabic home page's headings, in Noto Naskh Arabic.
      await page.goto(`${BASE}/?lang=ar`);
      await settle(page);
      await page.locator('#brands-section').scrollIntoViewIfNeeded();
      await settle(page);
      const headings = `${OUT}/home-headings-ar-${device}.jpg`;
      await page.screenshot({ path: headings, type: 'jpeg', quality: 80 });
      shots.push(headings);
    }
    await context.close();
  }
}
await browser.close();
stop();
rmSync(dataDir, { recursive: true, force: true });
await smtp.close();
console.log(shots.join('\n'));
process.exit(0);

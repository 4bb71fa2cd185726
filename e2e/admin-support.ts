// The back office's journeys: a shop of their own per test file, on an embedded database in a
// temporary folder where `npm run staff -- add` has made the first owner before the shop starts (it
// also works while the shop runs, as the README tells), mailing to its SMTP capture (e2e/support/serve.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type Browser, expect, type Page } from '@playwright/test';
import { codeOf, mailCount, mailTo } from './support/mailbox.ts';
import { type Shop, startShop } from './support/shop.ts';
import { PASSWORD, verifiedAccount } from './support/signup.ts';

export { expect };
export const OWNER = 'proprietaire@huileries.ma';
export const STAFF_PASSWORD = 'Saiss#Admin2026';

export interface AdminShop extends Shop {
  /** The owner's invitation code, printed by the staff command. */
  inviteCode: string;
  /** Runs `npm run staff` with the shop's data folder: its output, and its exit status. */
  staffCommand(...args: string[]): { status: number | null; stdout: string; stderr: string };
}

async function startAdminShop(): Promise<AdminShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oils-e2e-admin-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MEMORY_TEMPLATE: '', LOG_LEVEL: 'warn' };
  const staffCommand = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/run/staff.ts', ...args], { env, encoding: 'utf8' });
  const added = staffCommand('add', OWNER, '--role', 'owner');
  const inviteCode = /Invitation code: (\d{6})/.exec(added.stdout)?.[1];
  if (!inviteCode) throw new Error(`the staff command failed: ${added.stdout}${added.stderr}`);
  const shop = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '' });
  return {
    ...shop,
    inviteCode,
    staffCommand,
    stop: async () => {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

class AdminShopPerFile {
  private current?: { key: string; shop: AdminShop };

  async for(key: string): Promise<AdminShop> {
    if (this.current?.key === key) return this.current.shop;
    await this.stop();
    this.current = { key, shop: await startAdminShop() };
    return this.current.shop;
  }

  async stop(): Promise<void> {
    await this.current?.shop.stop();
    this.current = undefined;
  }
}

export const test = base.extend<{ shop: AdminShop }, { adminShops: AdminShopPerFile }>({
  // The back office is rendered in the browser: a load is done once it has marked the page (main.tsx).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  adminShops: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shops = new AdminShopPerFile();
      await use(shops);
      await shops.stop();
    },
    { scope: 'worker' },
  ],
  shop: async ({ adminShops }, use, info) => {
    const shop = await adminShops.for(`${info.project.name} ${info.file}`);
    process.env.E2E_MAILBOX = shop.mailbox;
    await use(shop);
  },
  baseURL: async ({ shop }, use) => use(shop.url),
});

/** The owner's password set once per shop through the API (the invitation is single use). */
export async function ownerReady(page: Page, shop: AdminShop): Promise<void> {
  const accepted = await page.request.post('/api/admin/auth/accept-invite', { data: { email: OWNER, code: shop.inviteCode, password: STAFF_PASSWORD } });
  // 400 once it was accepted by an earlier test of the file.
  if (![200, 400].includes(accepted.status())) throw new Error(`accept-invite answered ${accepted.status()}`);
}

const WORDS = {
  fr: { email: 'Adresse e-mail', password: 'Mot de passe', next: 'Continuer', code: 'Code à 6 chiffres', signIn: 'Se connecter' },
  en: { email: 'Email address', password: 'Password', next: 'Continue', code: '6-digit code', signIn: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', next: 'متابعة', code: 'رمز من 6 أرقام', signIn: 'تسجيل الدخول' },
} as const;

/** Signs the owner in through the screens, with the code read from the mail; ends on the orders. */
export async function signIn(page: Page, shop: AdminShop, lang: 'fr' | 'en' | 'ar' = 'fr', path = '/admin/orders'): Promise<void> {
  await ownerReady(page, shop);
  const words = WORDS[lang];
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByRole('textbox', { name: words.email }).fill(OWNER);
  await page.getByLabel(words.password, { exact: true }).fill(STAFF_PASSWORD);
  const before = mailCount();
  await page.getByRole('button', { name: words.next }).click();
  const code = codeOf(await mailTo(OWNER, before));
  await page.getByRole('textbox', { name: words.code }).fill(code);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(path.split('?')[0]!.replace(/\//g, '\\/')));
}

/** A shopper's order placed through the API as the checkout places it: cash on delivery at home, or as asked. */
export async function placeOrder(page: Page, email: string, extra: Record<string, unknown> = {}, lang: 'fr' | 'ar' = 'fr'): Promise<{ id: string; number: string; total: number }> {
  // Each shop (a mailbox each) has its own accounts.
  const key = `${process.env.E2E_MAILBOX} ${email}`;
  if (!placedAccounts.has(key)) {
    await verifiedAccount(page, email);
    placedAccounts.add(key);
  }
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken}` };
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } };
  const product = data.products.find((p) => p.variants[0]!.stock >= 10)!;
  const placed = await page.request.post(`/api/orders?lang=${lang}`, {
    headers,
    data: {
      source: 'direct',
      items: [{ product: product.id, variant: product.variants[0]!.id, quantity: 2 }],
      customerInfo: { firstName: 'Salma', lastName: 'Idrissi', email, phone: '+212661234567' },
      deliveryAddress: { street: '15 avenue des FAR', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'home-casablanca-rabat' },
      ...extra,
    },
  });
  if (placed.status() !== 201) throw new Error(`order answered ${placed.status()}: ${await placed.text()}`);
  const { order } = ((await placed.json()) as { data: { order: { _id: string; orderNumber: string; total: number } } }).data;
  return { id: order._id, number: order.orderNumber, total: order.total };
}

const placedAccounts = new Set<string>();

/** Another person's browser; like the fixtures' pages, each load waits for the page to be hydrated. */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, locale: 'fr-FR' })).newPage();
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    // The shop's pages arrive rendered by the server: a field filled before hydration may be reset.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

/** The units left of the size placeOrder orders (the first product with 10 or more of its first size). */
export async function stockOfOrdered(page: Page): Promise<number> {
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } };
  const product = data.products.find((p) => p.variants[0]!.stock >= 10)!;
  const { data: sizes } = (await (await page.request.get(`/api/products/${product.id}/variants`)).json()) as { data: { variants: { id: string; stock: number }[] } };
  return sizes.variants.find((v) => v.id === product.variants[0]!.id)!.stock;
}

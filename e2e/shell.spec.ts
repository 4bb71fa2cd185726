import { expect, test } from './support/shop.ts';
import { axeViolations } from './support/axe.ts';
import { requestsInFlight } from './support/in-flight.ts';
import type { Page } from '@playwright/test';

async function firstSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/products?pageSize=1');
  const body = (await response.json()) as { data: { products: { slug: string }[] } };
  return body.data.products[0]!.slug;
}

async function expectShell(page: Page, { footer = true } = {}) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (footer) await expect(page.getByRole('contentinfo')).toBeVisible();
  else await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test('every route of the spec answers with its header and footer', async ({ page }) => {
  // Every route, each rendered and hydrated: over 30 s on a busy machine (22–31 s seen in CI).
  test.slow();
  const slug = await firstSlug(page);
  const routes: [string, RegExp][] = [
    ['/', /\/$/],
    ['/shop', /\/shop$/],
    ['/menu', /\/shop$/],
    ['/produits', /\/shop$/],
    [`/produits/${slug}`, new RegExp(`/produits/${slug}$`)],
    ['/produits/not-found', /\/produits\/not-found$/],
    ['/categories/olive-oil', /\/categories\/olive-oil$/],
    ['/verify-email?email=amina%40example.ma', /\/verify-email\?email=/],
    ['/v?email=amina%40example.ma', /\/v\?email=/],
    ['/verify-email', /\/signup$/],
    ['/reset-password', /\/reset-password$/],
    ['/forgot-password', /\/reset-password$/],
    ['/login', /\/login$/],
    ['/signup', /\/signup$/],
    ['/about', /\/about$/],
    ['/contact', /\/contact$/],
    ['/terms', /\/terms$/],
    ['/privacy', /\/privacy$/],
  ];
  for (const [path, landed] of routes) {
    await page.goto(path);
    await expect(page, path).toHaveURL(landed);
    await expectShell(page);
  }
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Commande' })).toBeVisible();
  await expectShell(page, { footer: false });

  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expectShell(page);
});

test.describe('menus', () => {
  test('header menus open one at a time and close on Escape', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop bar carries the three menus');
    await page.goto('/');
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await expect(page.getByRole('dialog', { name: 'Mon compte' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Mon compte' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mon compte' })).toBeFocused();
    // While a menu is open the rest of the page is inert for assistive technology (react-aria's modal
    // popover): a press outside closes it, and the next press opens the other one.
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await page.mouse.click(10, 400);
    await expect(page.getByRole('dialog', { name: 'Mon compte' })).toBeHidden();
    await page.getByRole('button', { name: /^Panier/ }).click();
    await expect(page.getByRole('dialog', { name: 'Panier' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Mon compte' })).toBeHidden();
    await page.getByRole('button', { name: /^Langue/ }).focus();
    await expect(page.getByRole('dialog', { name: 'Panier' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Panier' }).getByText('Votre panier est vide')).toBeVisible();
  });

  test('the mobile menu closes on its button, Escape, a press outside and a route change', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the hamburger is the small screens’ menu');
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Ouvrir le menu' });
    const overlay = page.getByRole('dialog');
    await open.click();
    await expect(overlay).toBeVisible();
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect(overlay).toBeHidden();
    await open.click();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await open.click();
    await page.mouse.click(page.viewportSize()!.width - 10, 400);
    await expect(overlay).toBeHidden();
    await open.click();
    await overlay.getByRole('link', { name: 'À propos' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(overlay).toBeHidden();
  });
});

test('the newsletter asks for a valid email, keeps it, then thanks', async ({ page }) => {
  await page.goto('/about');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter')) calls.push(`${request.method()} ${request.postData()}`);
  });
  const footer = page.getByRole('contentinfo');
  // The form loads as the footer comes near the screen.
  await footer.scrollIntoViewIfNeeded();
  const email = footer.getByRole('textbox', { name: 'Adresse e-mail' });
  await footer.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(footer.getByText('L’adresse e-mail est obligatoire')).toBeVisible();
  await email.fill('pas-une-adresse');
  await footer.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(footer.getByText('Saisissez une adresse e-mail valide')).toBeVisible();
  await email.fill('amina@example.ma');
  await footer.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(footer.getByRole('status')).toHaveText('Merci ! Votre inscription à la newsletter est bien prise en compte.');
  // Only the valid address was sent.
  expect(calls).toEqual(['POST {"email":"amina@example.ma","locale":"fr"}']);
  await expect(footer).toContainText(String(new Date().getFullYear()));
});

test.describe('accessibility', () => {
  for (const lang of ['fr', 'ar'] as const) {
    test(`axe finds no violation on the shell pages in ${lang}`, async ({ page }) => {
      // Sixteen pages, each loaded and analysed: 1 to 2.5 min on CI, beyond a single check's time.
      test.setTimeout(300_000);
      const requests = requestsInFlight(page);
      const slug = await firstSlug(page);
      for (const path of [
        '/',
        '/shop',
        `/produits/${slug}`,
        '/about',
        '/contact',
        '/terms',
        '/privacy',
        '/categories/olive-oil',
        '/v?email=amina%40example.ma',
        '/login',
        '/signup',
        '/reset-password',
        '/verify-email?email=amina%40example.ma',
        '/checkout',
        '/produits/not-found',
        '/nowhere',
      ]) {
        const joiner = path.includes('?') ? '&' : '?';
        await page.goto(`${path}${joiner}lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await requests.settled();
        expect(await axeViolations(page, { bestPractice: true }), `${lang} ${path}`).toEqual([]);
      }
    });
  }

  test('axe finds no violation in the open account menu and language menu', async ({ page, isMobile }) => {
    test.skip(isMobile, 'these menus sit in the desktop bar');
    await page.goto('/');
    await page.getByRole('button', { name: 'Mon compte' }).click();
    await expect(page.getByRole('dialog', { name: 'Mon compte' })).toBeVisible();
    expect(await axeViolations(page), 'account menu, sign-in tab').toEqual([]);
    await page.getByRole('tab', { name: 'Inscription' }).click();
    expect(await axeViolations(page), 'account menu, sign-up tab').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Langue/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await axeViolations(page), 'language menu').toEqual([]);
  });
});

test('no page is wider than a 390 px screen', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the small screen is the one at risk');
  // Fourteen pages, each until its code, data and fonts are in: over the default 30 s on a loaded 2-core runner.
  test.slow();
  const requests = requestsInFlight(page);
  const slug = await firstSlug(page);
  for (const path of ['/', '/shop', `/produits/${slug}`, '/about', '/signup', '/checkout', '/nowhere']) {
    for (const lang of ['fr', 'ar']) {
      await page.goto(`${path}?lang=${lang}`);
      await requests.settled();
      const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scrollWidth, `${path} ${lang}`).toBeLessThanOrEqual(width);
      expect(width, `${path} ${lang}`).toBe(390);
    }
  }
});

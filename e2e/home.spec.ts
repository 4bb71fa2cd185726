import { expect, test } from './support/shop.ts';
import { axeViolations } from './support/axe.ts';
import { pdfLines } from '../tests/support/pdf-text.ts';

const SECTIONS = {
  fr: ['Nos produits phares', 'Nos marques', 'Pourquoi nos huiles', 'Ce que disent nos clients', 'Téléchargez notre catalogue', 'Questions fréquentes', 'Contactez-nous'],
  en: ['Our featured products', 'Our brands', 'Why our oils', 'What our customers say', 'Download our catalogue', 'Frequently asked questions', 'Contact us'],
  ar: ['منتجاتنا المميزة', 'علاماتنا', 'لماذا زيوتنا', 'ماذا يقول عملاؤنا', 'حمّلوا كتالوجنا', 'أسئلة شائعة', 'اتصلوا بنا'],
} as const;

for (const lang of ['fr', 'en', 'ar'] as const) {
  test(`the home page shows every section in the spec's order in ${lang}`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: SECTIONS[lang][0] })).toBeVisible();
    // The two forms load as they come near the screen: go down to the last section.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 2, name: SECTIONS[lang][6] })).toBeVisible();
    await page.locator('#catalog').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 2, name: SECTIONS[lang][4] })).toBeVisible();
    const headings = await page.locator('main h2').allTextContents();
    const order = SECTIONS[lang].map((title) => headings.indexOf(title));
    expect(order.every((index) => index >= 0), `${headings.join(' | ')}`).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator('#brands-section')).toBeVisible();
    await expect(page.locator('#catalog')).toBeVisible();
  });
}

test('the testimonials loop over 8 samples doubled, and assistive technology hears the 8 once', async ({ page }) => {
  await page.goto('/');
  const testimonials = page.getByRole('region', { name: 'Ce que disent nos clients' });
  await testimonials.scrollIntoViewIfNeeded();
  // Spec section 2: 8 samples, the list doubled for looping.
  await expect(testimonials.locator('[aria-roledescription="slide"]')).toHaveCount(16);
  const heard = testimonials.getByRole('group');
  await expect(heard).toHaveCount(8);
  await expect(heard.first()).toHaveAccessibleName('1 sur 8');
  await expect(heard.last()).toHaveAccessibleName('8 sur 8');
  await expect(testimonials.getByRole('blockquote')).toHaveCount(8);
});

test('the FAQ keeps one answer open, the first to begin with', async ({ page }) => {
  await page.goto('/');
  // The questions load as they come near the screen.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const faq = page.getByRole('region', { name: 'Questions fréquentes' });
  await faq.scrollIntoViewIfNeeded();
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(6);
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
  await questions.nth(2).click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('a brand shows its tooltip under the pointer on a desktop, its bottom sheet on a phone', async ({ page, isMobile }) => {
  await page.goto('/');
  const brands = page.locator('#brands-section');
  const tile = brands.getByRole('button', { name: 'Dika Extra' }).first();
  await tile.scrollIntoViewIfNeeded();
  if (isMobile) {
    await tile.click();
    const sheet = page.getByRole('dialog', { name: 'Dika Extra' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Caractéristiques')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Fermer' }).click();
    await expect(sheet).toHaveCount(0);
  } else {
    await tile.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip.getByText('Caractéristiques')).toBeVisible();
    const box = await tooltip.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(320);
    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);
  }
});

test('the catalogue form keeps the lead, then the Arabic catalogue downloads as a PDF with Arabic names', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the download is the same on a phone');
  await page.goto('/');
  const section = page.locator('#catalog');
  await page.getByRole('button', { name: 'Télécharger le catalogue' }).click();
  await expect(section).toBeInViewport();
  await section.getByRole('button', { name: 'Obtenir le catalogue' }).click();
  await expect(section.getByText('Numéro de téléphone obligatoire')).toBeVisible();
  await section.getByRole('textbox', { name: 'Prénom' }).fill('Salma');
  await section.getByRole('textbox', { name: 'Nom', exact: true }).fill('Idrissi');
  await section.getByRole('textbox', { name: 'Adresse e-mail' }).fill('salma.idrissi@example.ma');
  await section.getByRole('textbox', { name: 'Téléphone' }).fill('0661234567');
  await section.getByRole('button', { name: 'Obtenir le catalogue' }).click();
  const modal = page.getByRole('dialog', { name: 'Choisissez la version du catalogue' });
  await expect(modal).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Télécharger – Version arabe' }).click();
  const file = await download;
  await expect(modal.getByRole('button', { name: 'Télécharger – Version arabe' })).toContainText('Téléchargé');
  const { readFile } = await import('node:fs/promises');
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const names = ((await (await page.request.get('/api/products?pageSize=48&lang=ar')).json()) as { data: { products: { name: string }[] } }).data.products.map((p) => p.name);
  const lines = await pdfLines(pdf);
  for (const name of names) expect(lines).toContain(name);
});

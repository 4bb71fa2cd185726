// Issue 43, item 1: checkout's contact step takes a Moroccan number however it is written (06 61 23 45
// 67, 0661234567, +212 6 61 23 45 67, 00212661234567, 661234567), with the country picker the other
// forms have, and the order keeps +212661234567; what is no number gets 'Numéro de téléphone invalide'.
import type { Page } from '@playwright/test';
import { chooseCity } from './support/city.ts';
import { expect, test } from './support/shop.ts';
import { PASSWORD, signInOnPage, verifiedAccount } from './support/signup.ts';

const SPELLINGS = ['0661234567', '06 61 23 45 67', '+212 6 61 23 45 67', '00212661234567', '661234567'];

const WORDS = {
  fr: { phone: 'Téléphone', code: 'Indicatif', morocco: '+212', city: 'Ville', casablanca: 'Casablanca', street: 'Adresse de livraison à Casablanca', next: 'Continuer', cash: /Paiement à la livraison/, recap: 'Récapitulatif de commande', confirm: 'Confirmer la commande', confirmed: 'Commande Confirmée', invalid: 'Numéro de téléphone invalide' },
  ar: { phone: 'الهاتف', code: 'الرمز', morocco: '+212', city: 'المدينة', casablanca: 'الدار البيضاء', street: 'عنوان التوصيل في الدار البيضاء', next: 'متابعة', cash: /الدفع عند الاستلام/, recap: 'ملخص الطلب', confirm: 'تأكيد الطلب', confirmed: 'تم تأكيد الطلب', invalid: 'رقم الهاتف غير صحيح' },
} as const;

// Five orders placed through every step, per language.
test.describe.configure({ timeout: 240_000 });

const choose = (page: Page, name: RegExp | string) => page.locator('label').filter({ hasText: name }).first().click();

for (const lang of ['fr', 'ar'] as const) {
  test(`checkout takes a Moroccan number written five ways and the order keeps +212661234567 (${lang})`, async ({ page, isMobile }) => {
    const words = WORDS[lang];
    const email = `telephone.${lang}.${isMobile ? 'phone' : 'desk'}@example.ma`;
    // No phone at sign-up: checkout's field starts empty and takes what is typed.
    await verifiedAccount(page, email, { firstName: 'Amina', lastName: 'Bennani' });
    const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    const headers = { authorization: `Bearer ${((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken}` };
    const methods = (await (await page.request.get(`/api/checkout/delivery-methods?lang=${lang}`)).json()) as { data: { _id: string; name: string }[] };
    const home = methods.data.find((m) => m._id === 'home-casablanca-rabat')!;
    const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } };
    const product = data.products.find((p) => p.variants.some((v) => v.stock >= 10))!;
    const variant = product.variants.find((v) => v.stock >= 10)!;
    await signInOnPage(page, email, lang);

    const main = page.getByRole('main');
    const phone = main.getByRole('textbox', { name: words.phone, exact: true });
    for (const written of SPELLINGS) {
      await page.goto(`/checkout?product=${product.id}&variant=${variant.id}&quantity=1&lang=${lang}`);
      // The phone field of the other forms: a country picker, Morocco first.
      await expect(main.getByRole('button', { name: new RegExp(words.code) })).toContainText(words.morocco);
      await phone.fill(written);
      await chooseCity(page, words.city, words.casablanca);
      await page.getByRole('button', { name: words.next }).click();
      await expect(main.getByText(words.invalid), written).toHaveCount(0);
      await choose(page, home.name);
      await main.getByRole('textbox', { name: words.street }).fill('12 boulevard Zerktouni');
      await page.getByRole('button', { name: words.next }).click();
      await choose(page, words.cash);
      await page.getByRole('button', { name: words.next }).click();
      await expect(page.getByRole('heading', { name: words.recap })).toBeVisible();
      await expect(main.getByText('+212661234567'), written).toBeVisible();
      await page.getByRole('button', { name: words.confirm }).click();
      await expect(page.getByRole('heading', { name: words.confirmed })).toBeVisible();

      // The order as the shop keeps it.
      const id = /[?&]order=([0-9a-f-]{36})/.exec(page.url())![1]!;
      const order = (await (await page.request.get(`/api/orders/${id}`, { headers })).json()) as { data: { order: { customerInfo: { phone: string } } } };
      expect(order.data.order.customerInfo.phone, written).toBe('+212661234567');
    }

    // What is no number stays on the contact step with the form's own message.
    await page.goto(`/checkout?product=${product.id}&variant=${variant.id}&quantity=1&lang=${lang}`);
    await phone.fill('06 61 23');
    await page.getByRole('button', { name: words.next }).click();
    await expect(main.getByText(words.invalid)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('combobox', { name: words.city })).toBeVisible();
  });
}

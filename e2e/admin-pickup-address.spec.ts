// Issue 43, item 4: a pickup order keeps no home address, and the back office shows none beside its
// pickup shop (a home delivery still shows its address), in French and Arabic.
import { expect, placeOrder, signIn, test } from './admin-support.ts';

test.describe.configure({ timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'seen at 1280 px');

const WORDS = {
  fr: { address: 'Adresse de livraison', shop: 'Point de retrait' },
  ar: { address: 'عنوان التوصيل', shop: 'نقطة الاستلام' },
} as const;

test('the back office shows a pickup order’s shop and no home address (fr, ar)', async ({ page, shop }) => {
  // The payload carries an address as a client may send one; a pickup keeps none of it.
  const pickup = await placeOrder(page, 'retrait.bo@example.ma', {
    deliveryAddress: { street: '7 rue Rouamzine', city: 'Meknès', country: 'MA' },
    deliveryMethod: { id: 'pickup' },
    selectedShopId: 'fes-ville-nouvelle',
  });
  const home = await placeOrder(page, 'domicile.bo@example.ma');
  await signIn(page, shop, 'fr');
  for (const lang of ['fr', 'ar'] as const) {
    const words = WORDS[lang];
    await page.goto(`/admin/orders/${pickup.id}?lang=${lang}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: words.shop })).toBeVisible();
    await expect(main.getByText('Boutique Fès Ville Nouvelle').filter({ visible: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: words.address })).toHaveCount(0);
    await expect(main.getByText('7 rue Rouamzine')).toHaveCount(0);

    await page.goto(`/admin/orders/${home.id}?lang=${lang}`);
    await expect(main.getByRole('heading', { name: words.address })).toBeVisible();
    await expect(main.getByText('15 avenue des FAR').filter({ visible: true })).toBeVisible();
  }
});

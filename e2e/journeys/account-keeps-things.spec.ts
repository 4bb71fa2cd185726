// Issue 47, "Done when": an account that keeps the shopper's things, at 1280 px in French and at
// 390 px in Arabic. The shopper changes their name and language, saves two addresses and checks out
// with the second, orders again from a delivered order after one of its sizes sold out and is told so,
// reviews a product of it (staff approve it in the back office, then the product page's rating and
// JSON-LD show the figure worked out here), downloads their data and finds the order, and deletes the
// account: login fails, and the back office still shows the order, its customer anonymised.
import type { Page } from '@playwright/test';
import { expect, newPage, signIn, test } from '../admin-support.ts';
import { axeViolations } from '../support/axe.ts';
import { chooseCity } from '../support/city.ts';
import { mailCount, mailTo } from '../support/mailbox.ts';
import { placeOrderByApi } from '../support/orders.ts';
import { deliverOrder, ownerHeaders, setStock } from '../support/staff-api.ts';
import { PASSWORD, signInOnPage, verifiedAccount } from '../support/signup.ts';

test.describe.configure({ timeout: 300_000 });

const WORDS = {
  fr: {
    account: 'Mon compte',
    settings: 'Paramètres',
    firstName: 'Prénom',
    language: 'Langue du site et des e-mails',
    save: 'Enregistrer',
    saved: 'Votre profil a été enregistré.',
    addresses: 'Mes adresses',
    addAddress: 'Ajouter une adresse',
    label: 'Nom de l’adresse (facultatif)',
    lastName: 'Nom',
    phone: 'Téléphone',
    street: 'Adresse (rue, numéro, quartier)',
    city: 'Ville',
    addressSaved: 'Adresse enregistrée.',
    deliverTo: 'Livrer à',
    next: 'Continuer',
    home: /Livraison à domicile Casablanca et Rabat/,
    cash: /Paiement à la livraison/,
    confirm: 'Confirmer la commande',
    confirmed: 'Commande Confirmée',
    openOrder: (number: string) => `Voir la commande ${number}`,
    orderAgain: 'Commander à nouveau',
    outOfStock: (product: string, size: string) => `${product} (${size}) : en rupture de stock, non ajouté.`,
    rate: (product: string) => `Noter ${product}`,
    stars: 'Votre note',
    fourStars: '4 étoiles',
    comment: 'Votre commentaire',
    submit: (product: string) => `Publier mon avis sur ${product}`,
    reviewSaved: 'Merci ! Votre avis sera publié après relecture par notre équipe.',
    download: 'Télécharger mes données',
    deleteOpen: 'Supprimer mon compte…',
    password: 'Mot de passe',
    deleteConfirm: 'Supprimer définitivement',
    deleted: 'Votre compte a été supprimé. Un dernier e-mail vous le confirme.',
  },
  ar: {
    account: 'حسابي',
    settings: 'الإعدادات',
    firstName: 'الاسم الشخصي',
    language: 'لغة الموقع والرسائل الإلكترونية',
    save: 'حفظ',
    saved: 'تم حفظ ملفك الشخصي.',
    addresses: 'عناويني',
    addAddress: 'إضافة عنوان',
    label: 'اسم العنوان (اختياري)',
    lastName: 'الاسم العائلي',
    phone: 'الهاتف',
    street: 'العنوان (الشارع، الرقم، الحي)',
    city: 'المدينة',
    addressSaved: 'تم حفظ العنوان.',
    deliverTo: 'التوصيل إلى',
    next: 'متابعة',
    home: /التوصيل إلى المنزل في الدار البيضاء والرباط/,
    cash: /الدفع عند الاستلام/,
    confirm: 'تأكيد الطلب',
    confirmed: 'تم تأكيد الطلب',
    openOrder: (number: string) => `عرض الطلب ${number}`,
    orderAgain: 'اطلب مرة أخرى',
    outOfStock: (product: string, size: string) => `${product} (${size}): نفد من المخزون، لم يُضف.`,
    rate: (product: string) => `قيّم ${product}`,
    stars: 'تقييمك',
    fourStars: '4 نجوم',
    comment: 'تعليقك',
    submit: (product: string) => `نشر تقييمي لـ ${product}`,
    reviewSaved: 'شكرًا لك! سيُنشر تقييمك بعد مراجعته من طرف فريقنا.',
    download: 'تنزيل بياناتي',
    deleteOpen: 'حذف حسابي…',
    password: 'كلمة المرور',
    deleteConfirm: 'حذف نهائي',
    deleted: 'تم حذف حسابك. ستصلك رسالة أخيرة تؤكد ذلك.',
  },
} as const;

// The Casablanca ones are served by the home delivery the checkout picks below.
const ADDRESSES = [
  { label: 'Maison', street: '15 avenue des FAR', city: { fr: 'Casablanca', ar: 'الدار البيضاء' } },
  { label: 'Bureau', street: '118 boulevard Zerktouni', city: { fr: 'Casablanca', ar: 'الدار البيضاء' } },
] as const;

type Product = { id: string; slug: string; name: string; variants: { id: string; size: string; stock: number }[] };

/** Opens one of the account's pages from the account menu (the phone's navigation on a phone). */
async function openAccountPage(page: Page, isMobile: boolean, lang: 'fr' | 'ar', name: string) {
  await page.goto(`/?lang=${lang}`);
  await page.getByRole('button', { name: isMobile ? (lang === 'fr' ? 'Ouvrir le menu' : 'فتح القائمة') : WORDS[lang].account }).click();
  await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The spec's average (at most ten distinct reviews, one decimal) of the newest approved reviews. */
const averageOf = (ratings: number[]) => Math.round((ratings.slice(0, 10).reduce((sum, r) => sum + r, 0) / Math.min(10, ratings.length)) * 10) / 10;

test('an account keeps the shopper’s things: profile, addresses, order again, a review, their data, and its deletion', async ({ page, browser, shop, isMobile }) => {
  const lang = isMobile ? 'ar' : 'fr';
  const words = WORDS[lang];
  const email = `compte.${lang}@example.ma`;
  await verifiedAccount(page, email);

  // An earlier order of two products, delivered; then the first one's size sells out.
  const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: Product[] } };
  const withStock = data.products.filter((p) => p.variants[0]!.stock >= 10);
  const [soldOut, reviewed] = [withStock[0]!, withStock.find((p) => p !== withStock[0])!];
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const shopper = { authorization: `Bearer ${((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken}` };
  for (const product of [soldOut, reviewed]) {
    await page.request.post('/api/cart/items', { headers: shopper, data: { productId: product.id, variantId: product.variants[0]!.id, quantity: 1 } });
  }
  const earlier = await placeOrderByApi(page, email, lang, { fillCart: false });
  const staff = await ownerHeaders(page, shop);
  await deliverOrder(page, staff, earlier.id, { name: 'Amana', trackingNumber: 'AM123456789MA' });
  await setStock(page, staff, soldOut.variants[0]!.id, 0);

  await signInOnPage(page, email, lang);

  // Settings: a new first name, and the language turned to English then back.
  await openAccountPage(page, isMobile, lang, words.settings);
  await page.getByRole('textbox', { name: words.firstName }).fill('Nadia');
  await page.getByRole('button', { name: /^(Français|English|العربية)/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: words.save, exact: true }).click();
  // The page turns to English at once; the account's menu names the shopper by the new name.
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^English/ }).click();
  await page.getByRole('option', { name: lang === 'fr' ? 'Français' : 'العربية' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  const me = (await (await page.request.get('/api/auth/me', { headers: shopper })).json()) as { data: { user: { firstName: string; locale: string } } };
  expect(me.data.user).toMatchObject({ firstName: 'Nadia', locale: lang });

  // Two saved addresses.
  await openAccountPage(page, isMobile, lang, words.addresses);
  for (const address of ADDRESSES) {
    await page.getByRole('button', { name: words.addAddress }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: words.label }).fill(address.label);
    await form.getByRole('textbox', { name: words.firstName }).fill('Nadia');
    await form.getByRole('textbox', { name: words.lastName, exact: true }).fill('Idrissi');
    await form.getByRole('textbox', { name: words.phone }).fill('0661234567');
    await form.getByRole('textbox', { name: words.street }).fill(address.street);
    await chooseCity(page, words.city, address.city[lang]);
    await form.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(address.street)).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  // Checkout with the second address.
  await page.request.post('/api/cart/items', { headers: shopper, data: { productId: reviewed.id, variantId: reviewed.variants[0]!.id, quantity: 1 } });
  await page.goto(`/checkout?lang=${lang}`);
  const saved = page.getByRole('radiogroup', { name: words.deliverTo });
  await expect(saved.getByRole('radio', { name: /^Maison/ })).toBeChecked();
  await page.locator('label').filter({ has: page.getByRole('radio', { name: /^Bureau/ }) }).click();
  await expect(saved.getByRole('radio', { name: /^Bureau/ })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await page.locator('label').filter({ hasText: words.home }).first().click();
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await page.locator('label').filter({ hasText: words.cash }).first().click();
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await page.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByRole('heading', { name: words.confirmed })).toBeVisible();
  const placed = new URL(page.url()).searchParams.get('order')!;
  const order = (await (await page.request.get(`/api/orders/${placed}`, { headers: shopper })).json()) as { data: { order: { deliveryAddress: { street: string; city: string } } } };
  expect(order.data.order.deliveryAddress).toMatchObject({ street: ADDRESSES[1].street, city: 'Casablanca' });

  // Order again from the delivered order: the sold-out size is named, the other line is in the cart.
  await page.goto(`/account/orders/${earlier.id}?lang=${lang}`);
  await page.getByRole('button', { name: words.orderAgain }).click();
  const productName = (product: Product) => page.request.get(`/api/products/${product.id}?lang=${lang}`).then(async (r) => ((await r.json()) as { data: { product: { name: string } } }).data.product.name);
  const [soldOutName, reviewedName] = [await productName(soldOut), await productName(reviewed)];
  await expect(page.getByRole('status').getByText(words.outOfStock(soldOutName, soldOut.variants[0]!.size))).toBeVisible();
  const inCart = await (await page.request.get('/api/cart', { headers: shopper })).text();
  expect(inCart).toContain(reviewed.variants[0]!.id);
  expect(inCart).not.toContain(soldOut.variants[0]!.id);
  expect(await axeViolations(page)).toEqual([]);

  // A review of the delivered product, approved by staff; the product page then shows the new figure.
  const before = (await (await page.request.get(`/api/products/${reviewed.id}`)).json()) as { data: { product: { reviews: { rating: number }[] } } };
  await page.getByRole('link', { name: words.rate(reviewedName) }).click();
  await expect(page).toHaveURL(/\/account\/reviews\?product=/);
  const form = page.getByRole('form').or(page.locator('form')).filter({ has: page.getByRole('button', { name: words.submit(reviewedName) }) });
  await form.getByRole('radiogroup', { name: words.stars }).locator('label').filter({ has: page.getByRole('radio', { name: words.fourStars }) }).click();
  await form.getByRole('textbox', { name: words.comment }).fill('Une huile fruitée, livrée bien emballée.');
  await form.getByRole('button', { name: words.submit(reviewedName) }).click();
  await expect(page.getByText(words.reviewSaved)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const back = await newPage(browser, shop.url);
  await signIn(back, shop, 'fr', '/admin/reviews');
  await back.getByRole('button', { name: /^Approuver l’avis de Nadia I\. sur / }).click();
  await expect(back.getByRole('status').filter({ hasText: 'Avis de Nadia I. publié.' })).toBeVisible();
  expect(await axeViolations(back)).toEqual([]);

  const expected = { rating: averageOf([4, ...before.data.product.reviews.map((r) => r.rating)]), count: before.data.product.reviews.length + 1 };
  await page.goto(`/produits/${reviewed.slug}?lang=${lang}`);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const productLd = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; aggregateRating?: { ratingValue: number; reviewCount: number } }).find((ld) => ld['@type'] === 'Product')!;
  expect(productLd.aggregateRating).toMatchObject({ ratingValue: expected.rating, reviewCount: expected.count });
  await expect(page.getByText(expected.rating.toFixed(1), { exact: true }).first()).toBeVisible();

  // Their data, with the order in it.
  await openAccountPage(page, isMobile, lang, words.settings);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: words.download }).click();
  const file = await (await download).path();
  const mine = JSON.parse(await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8'))) as object;
  expect(JSON.stringify(mine)).toContain(earlier.number);

  // Deleting the account: the password, then a last mail; login fails; the order stays, anonymised.
  const since = mailCount();
  await page.getByRole('button', { name: words.deleteOpen }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.password, { exact: true }).fill(PASSWORD);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: words.deleteConfirm }).click();
  await expect(page.getByText(words.deleted)).toBeVisible();
  await mailTo(email, since);
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);

  await back.goto(`/admin/orders/${earlier.id}?lang=fr`);
  await expect(back.getByRole('heading', { level: 1, name: new RegExp(earlier.number) })).toBeVisible();
  await expect(back.getByText('Compte supprimé par le client : la commande est gardée anonymisée pour la comptabilité.')).toBeVisible();
  await expect(back.getByText('Client supprimé').first()).toBeVisible();
  await expect(back.getByText(email)).toHaveCount(0);
});

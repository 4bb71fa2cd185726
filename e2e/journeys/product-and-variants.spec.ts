// Journey: a product's sizes on its card and on its page, and a product that does not exist (spec section 4).
import { expect, test } from '../support/shop.ts';

test('a size on a card changes its picture and price without leaving the page', async ({ page }) => {
  await page.goto('/shop');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('radio', { name: '5L' }) })
    .first();
  const sizes = card.getByRole('radiogroup');
  await expect(sizes).toBeVisible();
  const price = card.locator('s, span').filter({ hasText: / DH$/ }).first();
  const before = await price.textContent();
  const picture = await card.locator('img').getAttribute('src');
  await card.getByRole('radio', { name: '5L' }).click();
  await expect(card.getByRole('radio', { name: '5L' })).toBeChecked();
  await expect(price).not.toHaveText(before!);
  expect(await card.locator('img').getAttribute('src')).not.toBe(picture);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(card).toContainText('le litre');
});

test('a product page shows its blocks; a size out of stock says so and disables both buttons', async ({ page, isMobile }) => {
  const response = await page.request.get('/api/products?pageSize=48');
  const { data } = (await response.json()) as {
    data: { products: { slug: string; name: string; category: { label: string }; variants: { size: string; inStock: boolean }[] }[] };
  };
  const product = data.products.find((p) => p.variants.length > 1 && p.variants.some((v) => !v.inStock) && p.variants.some((v) => v.inStock))!;
  const soldOut = product.variants.find((v) => !v.inStock)!;
  await page.goto(`/produits/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The trail on a desktop; a single 'Retour' to the shop on a phone.
  if (isMobile) await expect(page.getByRole('link', { name: 'Retour', exact: true })).toHaveAttribute('href', '/shop');
  else await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: product.category.label })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Options d’achat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Description' })).toHaveAttribute('aria-expanded', 'true');
  const details = page.getByRole('button', { name: 'Détails' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(page.getByText(/^(Oui|Non)$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notation produit' })).toBeVisible();
  // The reviews carousel: next and previous move it; it can be paused for good.
  const reviews = page.getByRole('region', { name: /^Avis clients \(\d+\)$/ });
  await expect(reviews.getByRole('group').first()).toBeVisible();
  if ((await reviews.getByRole('button', { name: 'Avis suivant' }).count()) > 0) {
    await expect(reviews.getByRole('button', { name: 'Avis précédent' })).toBeDisabled();
    await reviews.getByRole('button', { name: 'Avis suivant' }).click();
    await expect(reviews.getByRole('button', { name: 'Avis précédent' })).toBeEnabled();
    await reviews.getByRole('button', { name: 'Mettre le défilement en pause' }).click();
    await expect(reviews.getByRole('button', { name: 'Reprendre le défilement' })).toBeVisible();
  }
  const similar = page.getByRole('region', { name: 'Produits Similaires' });
  await expect(similar.getByRole('article')).not.toHaveCount(0);
  expect(await similar.getByRole('article').count()).toBeLessThanOrEqual(5);
  await expect(similar.getByRole('link', { name: product.name })).toHaveCount(0);
  const options = page.getByRole('region', { name: 'Options d’achat' });
  await expect(options.getByText('Produit indisponible')).toHaveCount(0);
  // On a phone the buttons live in the bottom drawer.
  const buttons = isMobile ? page.getByRole('region', { name: 'Achat rapide' }) : options;
  await expect(buttons.getByRole('button', { name: 'Acheter' })).toBeEnabled();
  await options.getByRole('radio', { name: soldOut.size }).click();
  await expect(options.getByText('Produit indisponible')).toBeVisible();
  await expect(buttons.getByRole('button', { name: 'Acheter' })).toBeDisabled();
  await expect(buttons.getByRole('button', { name: 'Ajouter' })).toBeDisabled();
});
test('an unknown product shows the product page’s error view, answered 404; /produits/not-found has its three ways on', async ({ page }) => {
  const missing = await page.goto('/produits/huile-qui-n-existe-pas');
  expect(missing!.status()).toBe(404);
  // Spec section 2: 'Produit non trouvé', the message, and 'Retour aux produits' (to /produits).
  await expect(page.getByRole('heading', { level: 1, name: 'Produit non trouvé' })).toBeVisible();
  await expect(page.getByText('Nous n’avons pas pu trouver le produit que vous recherchez.')).toBeVisible();
  await page.getByRole('link', { name: 'Retour aux produits' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto('/produits/not-found');
  await expect(page.getByText('Nous n’avons pas pu trouver le produit que vous recherchez.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir tous les produits' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page précédente' })).toBeVisible();
  await page.goto('/produits/not-found?error=Produit%20retir%C3%A9%20de%20la%20vente');
  await expect(page.getByText('Produit retiré de la vente')).toBeVisible();
});


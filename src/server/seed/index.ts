import { count } from 'drizzle-orm';
import { averageRating } from '../../domain/rating.ts';
import { parseVolumeMl } from '../../domain/volume.ts';
import { type Database, withSetupLock } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { banks, deliveryMethods } from './checkout-options.ts';
import { productIllustrationSvg } from './illustrations.ts';
import { products } from './products.ts';

/**
 * Fills an empty database with the producer's catalogue, delivery methods and banks, in one
 * transaction: a start that fails half-way leaves nothing behind and the next start seeds again.
 * A database that already has brands is left as it is.
 */
export async function seedIfEmpty({ db, kind }: Pick<Database, 'db' | 'kind'>): Promise<boolean> {
  return withSetupLock(db, kind, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(t.brands);
    if ((row?.n ?? 0) > 0) return false;

    await tx.insert(t.categories).values(categories.map((c, position) => ({ ...c, position })));
    await tx.insert(t.brands).values(
      brands.map((b, position) => ({
        id: b.id,
        name: b.name,
        categoryId: b.category,
        displayName: b.displayName,
        type: b.type,
        description: b.description,
        characteristics: b.characteristics,
        usage: b.usage,
        position,
      })),
    );
    const brandById = new Map(brands.map((b) => [b.id, b]));
    for (const [position, p] of products.entries()) {
      const brand = brandById.get(p.brandId);
      if (!brand) throw new Error(`seed product ${p.slug} names unknown brand ${p.brandId}`);
      const [product] = await tx
        .insert(t.products)
        .values({
          slug: p.slug,
          brandId: p.brandId,
          categoryId: p.category,
          name: p.name,
          description: p.description,
          featured: p.featured,
          features: p.features,
          benefits: p.benefits,
          nutritionalInfo: p.nutritionalInfo,
          rating: p.reviews.length ? averageRating(p.reviews) : (p.rating ?? null),
          reviewCount: p.reviews.length || (p.reviewCount ?? 0),
          position,
        })
        .returning({ id: t.products.id });
      const productId = product!.id;
      // Default variant's picture first: it is the product's main image.
      const ordered = [...p.variants].sort((a, b) => Number(b.isDefault ?? false) - Number(a.isDefault ?? false));
      const images = await tx
        .insert(t.productImages)
        .values(
          ordered.map((v, index) => ({
            productId,
            variantSize: v.size,
            alt: {
              fr: `${p.name.fr} – ${v.size}`,
              en: `${p.name.en} – ${v.size}`,
              ar: `${p.name.ar} – ${v.size}`,
            },
            mimeType: 'image/svg+xml',
            source: productIllustrationSvg({
              brandName: brand.name,
              // The label already carries the brand: show the product line only.
              productName: p.name.fr.startsWith(brand.name) ? p.name.fr.slice(brand.name.length).trim() : p.name.fr,
              size: v.size,
              packaging: v.packaging,
              palette: brand.palette,
              category: p.category,
            }),
            width: 800,
            height: 800,
            position: index,
          })),
        )
        .returning({ id: t.productImages.id, size: t.productImages.variantSize });
      const imageOf = new Map(images.map((i) => [i.size, i.id]));
      await tx.insert(t.variants).values(
        p.variants.map((v, index) => ({
          productId,
          size: v.size,
          volumeMl: parseVolumeMl(v.size),
          priceCentimes: v.price,
          originalPriceCentimes: v.originalPrice ?? null,
          stock: v.stock,
          isDefault: v.isDefault ?? false,
          imageId: imageOf.get(v.size) ?? null,
          position: index,
        })),
      );
      if (p.reviews.length) {
        await tx.insert(t.reviews).values(p.reviews.map((r) => ({ productId, ...r })));
      }
    }
    await tx.insert(t.deliveryMethods).values(
      deliveryMethods.map((m, position) => ({ id: m.id, name: m.name, type: m.type, unitPriceCentimes: m.unitPrice, cities: m.cities, position })),
    );
    const shops = deliveryMethods.flatMap((m) => m.shops.map((s) => ({ ...s, deliveryMethodId: m.id })));
    if (shops.length) await tx.insert(t.pickupShops).values(shops.map((s, position) => ({ ...s, position })));
    await tx.insert(t.banks).values(banks.map(({ hasQRCode, ...b }, position) => ({ ...b, hasQrCode: hasQRCode, position })));
    return true;
  });
}

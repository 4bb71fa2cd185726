import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { productImageSrcset, productImageUrl } from '../../../domain/images.ts';
import { pricePerLitre } from '../../../domain/money.ts';
import { Price } from '../../ui/Price.tsx';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { SizePicker } from '../../ui/SizePicker.tsx';

type ProductSummary = components['schemas']['ProductSummary'];

/**
 * A product in a grid: picture, brand, name on two lines at most, price; links by slug, else id.
 * With several sizes, a button per size picks one without leaving the page; picture and price follow
 * with a 0.3 s fade (spec section 2).
 */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const [variantId, setVariantId] = useState(() => (product.variants.find((v) => v.isDefault) ?? product.variants[0])?.id ?? '');
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const image = variant?.image ?? product.image;
  const price = variant?.price ?? product.price;
  const originalPrice = variant ? variant.originalPrice : product.originalPrice;
  const perLitre = variant ? pricePerLitre(variant.price, variant.volumeMl) : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-olive-100 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-gold-500">
      <div className="relative aspect-square bg-cream-100">
        {image ? (
          <picture key={image} className="block size-full motion-safe:animate-[fade-in_300ms_ease-out]">
            <source type="image/avif" srcSet={productImageSrcset(image, 'avif')} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw" />
            <source type="image/webp" srcSet={productImageSrcset(image, 'webp')} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw" />
            <img
              src={productImageUrl(image, 480, 'jpeg')}
              alt=""
              width={480}
              height={480}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-cover"
            />
          </picture>
        ) : (
          <div className="grid size-full place-items-center text-olive-700">No Image</div>
        )}
        <span className="absolute start-3 top-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-olive-800 shadow-sm">
          {product.brandDisplayName}
        </span>
        {product.variants.length > 1 && (
          <SizePicker
            label={`${t('product.sizes')} – ${product.name}`}
            options={product.variants.map((v) => ({ id: v.id, label: v.size, unavailable: !v.inStock }))}
            selected={variantId}
            onChange={setVariantId}
            className="absolute inset-x-3 bottom-3 z-10"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug">
          <Link
            to="/produits/$productId"
            params={{ productId: product.slug || product.id }}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <div className="mt-auto flex items-end justify-between gap-2">
          <div key={variantId} className="motion-safe:animate-[fade-in_300ms_ease-out]">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Price centimes={price} className="text-lg font-bold text-olive-900" />
              {originalPrice !== null && <Price centimes={originalPrice} strike className="text-sm text-olive-700" />}
            </p>
            {perLitre !== null && (
              <p className="text-xs text-olive-700">
                <Price centimes={perLitre} /> {t('product.perLitre')}
              </p>
            )}
            {variant && !variant.inStock && <p className="text-sm font-medium text-terracotta-600">{t('product.outOfStock')}</p>}
          </div>
          {variant && <AddToCartButton productId={product.id} variantId={variant.id} name={product.name} size={variant.size} inStock={variant.inStock} />}
        </div>
      </div>
    </article>
  );
}

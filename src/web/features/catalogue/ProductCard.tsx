import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { productImageSrcset, productImageUrl } from '../../../domain/images.ts';
import { Price } from '../../ui/Price.tsx';

type ProductSummary = components['schemas']['ProductSummary'];

/** A product in a grid: picture, brand, name on two lines at most, price; links by slug, else id. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-olive-100 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-gold-500">
      <div className="relative aspect-square bg-cream-100">
        {product.image ? (
          <picture>
            <source type="image/avif" srcSet={productImageSrcset(product.image, 'avif')} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw" />
            <source type="image/webp" srcSet={productImageSrcset(product.image, 'webp')} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw" />
            <img
              src={productImageUrl(product.image, 480, 'jpeg')}
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
        <p className="mt-auto flex items-baseline gap-2">
          <Price centimes={product.price} className="text-lg font-bold text-olive-900" />
          {product.originalPrice !== null && <Price centimes={product.originalPrice} strike className="text-sm text-olive-700" />}
        </p>
        {!product.inStock && <p className="text-sm font-medium text-terracotta-600">{t('product.outOfStock')}</p>}
      </div>
    </article>
  );
}

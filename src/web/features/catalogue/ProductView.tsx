import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { productImageSrcset, productImageUrl } from '../../../domain/images.ts';
import { ChevronIcon } from '../../ui/icons.tsx';
import { Price } from '../../ui/Price.tsx';
import { usePageMeta } from '../../meta/use-page-meta.ts';

type Product = components['schemas']['Product'];

/** A product's page: picture, brand, name, price, sizes and description. */
export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  usePageMeta(product.name, product.description.slice(0, 160));
  const main = product.image;
  return (
    <article className="mx-auto max-w-6xl px-6 py-8">
      <nav aria-label={t('product.breadcrumb')} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-olive-800">
          {[
            { label: t('nav.home'), link: <Link to="/">{t('nav.home')}</Link> },
            { label: t('nav.shop'), link: <Link to="/shop">{t('nav.shop')}</Link> },
            {
              label: product.category.label,
              link: (
                <Link to="/shop" search={{ category: product.category.name }}>
                  {product.category.label}
                </Link>
              ),
            },
          ].map((crumb) => (
            <li key={crumb.label} className="flex items-center gap-2 [&>a]:underline-offset-4 [&>a:hover]:underline">
              {crumb.link}
              <ChevronIcon aria-hidden="true" className="size-4 rtl:rotate-180" />
            </li>
          ))}
          <li aria-current="page" className="font-medium text-olive-900">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-10 md:grid-cols-2">
        <div className="overflow-hidden rounded-3xl bg-cream-100">
          {main ? (
            <picture>
              <source type="image/avif" srcSet={productImageSrcset(main, 'avif')} sizes="(min-width: 768px) 50vw, 100vw" />
              <source type="image/webp" srcSet={productImageSrcset(main, 'webp')} sizes="(min-width: 768px) 50vw, 100vw" />
              <img src={productImageUrl(main, 800, 'jpeg')} alt={product.images[0]?.alt ?? product.name} width={800} height={800} className="w-full" />
            </picture>
          ) : (
            <div className="grid aspect-square place-items-center">No Image</div>
          )}
        </div>
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-gold-700">{product.brandDisplayName}</p>
          <h1 className="font-serif text-3xl md:text-4xl">{product.name}</h1>
          <p className="flex items-baseline gap-3">
            <Price centimes={product.price} className="text-2xl font-bold" />
            {product.originalPrice !== null && <Price centimes={product.originalPrice} strike className="text-olive-700" />}
          </p>
          <div>
            <h2 className="mb-2 font-semibold">{t('product.sizes')}</h2>
            <ul className="flex flex-wrap gap-2">
              {product.variants.map((variant) => (
                <li key={variant.id} className="rounded-full border border-olive-300 px-3 py-1 text-sm">
                  {variant.size} · <Price centimes={variant.price} />
                  {!variant.inStock && <span className="ms-1 text-terracotta-600">({t('product.outOfStock')})</span>}
                </li>
              ))}
            </ul>
          </div>
          <p className="leading-relaxed text-olive-800">{product.description}</p>
        </div>
      </div>
    </article>
  );
}

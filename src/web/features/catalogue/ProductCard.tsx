import { Link } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { pricePerLitre } from '../../../domain/money.ts';
import { ArrowIcon } from '../../ui/icons.tsx';
import { Price } from '../../ui/Price.tsx';
import { ProductPicture } from '../../ui/ProductPicture.tsx';
import { SizePicker } from '../../ui/SizePicker.tsx';
import { useSwapFade } from '../../ui/use-swap-fade.ts';
import { AddToCartButton } from '../cart/AddToCartButton.tsx';
import { PriceWithVat } from './PriceWithVat.tsx';
import { Deferred } from '../../ui/Deferred.tsx';
import { CARD_LAYOUT, CARD_SIZE, type CardSize, type CardVariant } from './card-styles.ts';

type ProductSummary = components['schemas']['ProductSummary'];

interface Props {
  product: ProductSummary;
  /** default: the shop grid; compact: a row (picture beside the text); hero: a large tile; featured: the home carousel's 280 × 400 slide. */
  variant?: CardVariant;
  size?: CardSize;
  /** Above the fold: its picture loads at once. */
  eager?: boolean;
  /** The page's main picture: fetched before the others (the shop's first card). */
  priority?: boolean;
}

/**
 * A product card (spec section 2): picture, brand badge, name on two lines at most, price, arrow;
 * links by slug, else id. With several sizes, a button per size picks one without leaving the page;
 * picture and price follow with a 0.3 s fade. The add-to-cart control adds the chosen size.
 */
// Memoized: a row re-rendered as the page runs (a carousel measured, a store read again) does not
// reach into its cards, so it does not make React hydrate them all at once, in one long task.
export const ProductCard = memo(function ProductCard(props: Props) {
  return (
    <Deferred hydrate="near">
      <Card {...props} />
    </Deferred>
  );
});

function Card({ product, variant: look = 'default', size = 'md', eager = false, priority }: Props) {
  const { t } = useTranslation();
  // A card starts on the first size (spec section 4), or in a listing on the size it is listed at (the
  // first that fits the price and volume asked for); only the product page starts on isDefault.
  const [variantId, setVariantId] = useState(() => product.listedVariantId ?? product.variants[0]?.id ?? '');
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const image = variant?.image ?? product.image;
  const price = variant?.price ?? product.price;
  const originalPrice = variant ? variant.originalPrice : product.originalPrice;
  const perLitre = variant ? pricePerLitre(variant.price, variant.volumeMl) : null;
  const pictureFade = useSwapFade(image);
  const priceFade = useSwapFade(variantId);
  const layout = CARD_LAYOUT[look];
  const scale = CARD_SIZE[size];
  const sizes = product.variants.length > 1 && (
    <SizePicker
      label={`${t('product.sizes')} – ${product.name}`}
      options={product.variants.map((v) => ({ id: v.id, label: v.size, unavailable: !v.inStock }))}
      selected={variantId}
      onChange={setVariantId}
      className={look === 'compact' ? 'relative z-10' : 'absolute inset-x-3 bottom-3 z-10'}
    />
  );
  return (
    <article
      data-card={look}
      className={`group relative flex overflow-hidden rounded-3xl border border-olive-100 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-gold-500 ${layout.card}`}
    >
      <div className={`relative shrink-0 bg-cream-100 ${layout.picture}`}>
        <div key={image ?? 'none'} className={`size-full ${pictureFade}`}>
          <ProductPicture imageId={image} alt="" sizes={layout.sizes} eager={eager} priority={priority} />
        </div>
        <span className={`absolute start-3 top-3 rounded-full bg-white/90 px-3 py-1 font-semibold text-olive-800 shadow-sm ${scale.badge}`}>
          {product.brandDisplayName}
        </span>
        {look !== 'compact' && sizes}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-2 ${scale.body}`}>
        <h3 className={`flex items-start justify-between gap-2 font-semibold leading-snug ${scale.name}`}>
          <Link
            to="/produits/$productId"
            params={{ productId: product.slug || product.id }}
            className="line-clamp-2 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
          <ArrowIcon className="mt-0.5 size-5 shrink-0 text-olive-700 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" />
        </h3>
        {look === 'compact' && sizes}
        <div className="mt-auto flex items-end justify-between gap-2">
          <div key={variantId} className={priceFade}>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <PriceWithVat centimes={price} priceClassName={`font-bold text-olive-900 ${scale.price}`} stacked />
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

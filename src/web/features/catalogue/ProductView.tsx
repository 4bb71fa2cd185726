import { Link } from '@tanstack/react-router';
import { memo, startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { discountPercent, pricePerLitre } from '../../../domain/money.ts';
import { ChevronIcon } from '../../ui/icons.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { Deferred } from '../../ui/Deferred.tsx';
import { Disclosure } from '../../ui/Disclosure.tsx';
import { SizePicker } from '../../ui/SizePicker.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { usePurchase } from '../cart/use-purchase.ts';
import { ProductCard } from './ProductCard.tsx';
import { PurchaseButtons } from './PurchaseButtons.tsx';
import { PurchaseDrawer } from './PurchaseDrawer.tsx';
import { PriceWithVat } from './PriceWithVat.tsx';
import { Price } from '../../ui/Price.tsx';
import { ProductDetails } from './ProductDetails.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { RatingCard } from './RatingCard.tsx';
import { useSwapFade } from '../../ui/use-swap-fade.ts';
import { MAX_QUANTITY, MIN_QUANTITY, quantityCap } from '../../../domain/quantity.ts';

type Product = components['schemas']['Product'];

/** A product's page: picture, brand, name, price, sizes and description. */
export function ProductView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  // The size flagged isDefault first, else the first (spec section 4).
  const [variantId, setVariantId] = useState(() => (product.variants.find((v) => v.isDefault) ?? product.variants[0])?.id);
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const priceFade = useSwapFade(variant?.id);
  const [shownImage, setShownImage] = useState<string | null>(() => variant?.image ?? product.image);
  const originalPrice = variant ? variant.originalPrice : product.originalPrice;
  const perLitre = variant ? pricePerLitre(variant.price, variant.volumeMl) : null;
  const [quantity, setQuantity] = useState(1);
  const purchase = usePurchase({ productId: product.id, variantId: variant?.id, size: variant?.size, quantity });
  const inStock = variant?.inStock ?? false;
  // The picker stops at the stock of the size shown (and says how many are left when that comes first).
  const maxQuantity = quantityCap(variant?.stock ?? MAX_QUANTITY);
  const stockLeft = inStock && variant && variant.stock < MAX_QUANTITY ? t('cart.stockLeft', { count: variant.stock }) : null;
  const sizes = product.variants.map((v) => ({ id: v.id, label: v.size, unavailable: !v.inStock }));
  const chooseVariant = (id: string) => {
    setVariantId(id);
    const stock = product.variants.find((v) => v.id === id)?.stock;
    if (stock !== undefined && stock >= MIN_QUANTITY && quantity > stock) setQuantity(stock);
    // Choosing a size shows its picture (spec section 4).
    const size = product.variants.find((v) => v.id === id)?.size;
    const match = product.images.find((image) => image.variant === size);
    // The gallery scrolls to it in the background: the size's own frame is painted first.
    if (match) startTransition(() => setShownImage(match.imageId));
  };
  return (
    <article className="mx-auto max-w-6xl px-6 py-8 max-md:pb-40">
      {/* On a phone the trail is a single 'Retour' to the shop (spec section 2); CSS picks which shows. */}
      <Link to="/shop" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-olive-800 underline-offset-4 hover:underline md:hidden">
        <ChevronIcon aria-hidden="true" className="size-4 rotate-180 rtl:rotate-0" />
        {t('product.back')}
      </Link>
      <nav aria-label={t('product.breadcrumb')} className="mb-6 text-sm max-md:hidden">
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
        <ProductGallery images={product.images} current={shownImage} onShow={setShownImage} name={product.name} />
        <div className="flex flex-col gap-4">
          <img src={product.brand.logo} alt={product.brandDisplayName} width={160} height={60} className="h-12 w-auto self-start" />
          <h1 className="font-serif text-3xl md:text-4xl">{product.name}</h1>
          <div key={variant?.id} className={`flex flex-wrap items-baseline gap-3 ${priceFade}`}>
            <PriceWithVat centimes={variant?.price ?? product.price} priceClassName="text-3xl font-bold" />
            {originalPrice !== null && (
              <>
                <Price centimes={originalPrice} strike className="text-olive-700" />
                <span dir="ltr" className="rounded-full bg-terracotta-600 px-2.5 py-0.5 text-sm font-semibold text-white">
                  {t('product.discount', { percent: discountPercent(variant?.price ?? product.price, originalPrice) })}
                </span>
              </>
            )}
            {perLitre !== null && (
              <span className="text-sm text-olive-800">
                <Price centimes={perLitre} /> {t('product.perLitre')}
              </span>
            )}
          </div>
          <section aria-labelledby="purchase-options" className="rounded-3xl border border-olive-100 bg-white p-5">
            <h2 id="purchase-options" className="mb-3 font-semibold">
              {t('product.purchaseOptions')}
            </h2>
            <SizePicker label={t('product.option')} options={sizes} selected={variant?.id ?? ''} onChange={chooseVariant} />
            {!inStock && (
              <p role="status" className="mt-3 font-semibold text-terracotta-600">
                {t('product.outOfStock')}
              </p>
            )}
            {/* Under 768 px these live in the bottom drawer instead (spec section 2). */}
            <div className="mt-4 flex flex-col gap-4 max-md:hidden">
              <QuantityStepper label={t('product.quantity')} decreaseLabel={t('product.decrease')} increaseLabel={t('product.increase')} value={quantity} onChange={setQuantity} max={maxQuantity} />
              {stockLeft && <p className="-mt-2 text-sm font-medium text-terracotta-600">{stockLeft}</p>}
              <PurchaseButtons purchase={purchase} inStock={inStock} />
            </div>
          </section>
          <AboutProduct product={product} />
        </div>
      </div>
      <ReviewsWhenNear reviews={product.reviews} locale={i18n.language} />
      <SimilarWhenNear products={product.relatedProducts} />
      <PurchaseDrawer
        price={variant?.price ?? product.price}
        inStock={inStock}
        sizes={sizes}
        variantId={variant?.id ?? ''}
        onVariant={chooseVariant}
        quantity={quantity}
        onQuantity={setQuantity}
        maxQuantity={maxQuantity}
        stockLeft={stockLeft}
        purchase={purchase}
      />
    </article>
  );
}

// The description, details and rating: the same whatever the size, so a size chosen does not render them again.
const AboutProduct = memo(function AboutProduct({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <>
      <Disclosure title={t('product.description')} defaultExpanded>
        <p className="leading-relaxed text-olive-900/90">{product.description}</p>
        {product.benefits.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 ps-6 marker:text-gold-500">
            {product.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        )}
      </Disclosure>
      <Disclosure title={t('product.details')}>
        <ProductDetails product={product} />
      </Disclosure>
      <RatingCard product={product} />
    </>
  );
});

// The reviews and similar products, further down, hydrate as they come near the screen. Memoized: a
// size or quantity chosen above does not reach them (an update would make React render them at once).
const ReviewsWhenNear = memo(function ReviewsWhenNear(props: Parameters<typeof ProductReviews>[0]) {
  return (
    <Deferred hydrate="near">
      <ProductReviews {...props} />
    </Deferred>
  );
});

const SimilarWhenNear = memo(function SimilarWhenNear({ products }: { products: Product['relatedProducts'] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <Deferred hydrate="near">
      <div className="mt-12">
        <h2 id="similar-title" className="mb-4 font-serif text-2xl">
          {t('product.similar')}
        </h2>
        <Carousel
          labelledBy="similar-title"
          items={products.slice(0, 5)}
          getKey={(related) => related.id}
          previousLabel={t('product.previousProduct')}
          nextLabel={t('product.nextProduct')}
          slideClassName="w-64"
          renderItem={(related) => <ProductCard product={related} size="sm" />}
        />
      </div>
    </Deferred>
  );
});

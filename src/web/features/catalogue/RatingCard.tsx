import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { DEFAULT_REVIEW_COUNT, ratingBars, shownRating, stars } from '../../../domain/rating.ts';

type Product = components['schemas']['Product'];

function Stars({ rating }: { rating: number }) {
  const { full, half, empty } = stars(rating);
  const star = (fill: string, key: string) => (
    <svg key={key} viewBox="0 0 20 20" className="size-5" aria-hidden="true">
      <defs>
        <linearGradient id={`half-${key}`}>
          <stop offset="50%" stopColor="#c9a227" />
          <stop offset="50%" stopColor="#e6ebd3" />
        </linearGradient>
      </defs>
      <path d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8L10 1.5Z" fill={fill === 'half' ? `url(#half-${key})` : fill} />
    </svg>
  );
  return (
    <span className="flex rtl:-scale-x-100">
      {Array.from({ length: full }, (_, i) => star('#c9a227', `f${i}`))}
      {half ? star('half', 'h') : null}
      {Array.from({ length: empty }, (_, i) => star('#e6ebd3', `e${i}`))}
    </span>
  );
}

/** 'Notation produit': the average to one decimal, stars with halves, the count, bars from 5 to 1. */
export function RatingCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const shown = shownRating(product);
  if (!shown) {
    return (
      <section className="rounded-3xl border border-olive-100 bg-white p-5">
        <h2 className="font-serif text-xl">{t('product.ratingTitle')}</h2>
        <p className="mt-2 text-olive-800">{t('product.notRated')}</p>
      </section>
    );
  }
  const { rating: average, count } = shown;
  const bars = ratingBars(average, count || DEFAULT_REVIEW_COUNT, product.reviews.length >= count ? product.reviews : []);
  const total = bars.reduce((sum, n) => sum + n, 0) || 1;
  return (
    <section className="rounded-3xl border border-olive-100 bg-white p-5">
      <h2 className="font-serif text-xl">{t('product.ratingTitle')}</h2>
      <div className="mt-3 flex items-center gap-3">
        <span className="text-4xl font-bold">{average.toFixed(1)}</span>
        <div>
          <Stars rating={average} />
          <p className="text-sm text-olive-800">
            <span className="sr-only">{t('product.ratingOutOf', { rating: average.toFixed(1) })}, </span>
            {t('product.reviews', { count })}
          </p>
        </div>
      </div>
      <ul className="mt-4 flex flex-col gap-1.5">
        {bars.map((n, i) => (
          <li key={5 - i} className="flex items-center gap-2 text-sm">
            <span className="w-4 text-end" aria-hidden="true">
              {5 - i}
            </span>
            <span className="sr-only">{t('product.starsBar', { stars: 5 - i, count: n })}</span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-olive-100">
              <span className="block h-full rounded-full bg-gold-500" style={{ width: `${(n / total) * 100}%` }} />
            </span>
            <span className="w-10 text-end text-olive-800" aria-hidden="true">
              {n}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

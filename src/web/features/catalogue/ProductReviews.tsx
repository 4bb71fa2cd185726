import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { averageRating, stars } from '../../../domain/rating.ts';

type Review = components['schemas']['Review'];

/** 'Avis clients (n)' with the average 'x sur 5', then each review: author, stars, date, comment. */
export function ProductReviews({ reviews, locale }: { reviews: Review[]; locale: string }) {
  const { t } = useTranslation();
  if (!reviews.length) return null;
  const average = averageRating(reviews);
  const date = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA' : locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium' });
  return (
    <section aria-labelledby="reviews-title" className="mt-12">
      <div className="mb-4 flex flex-wrap items-baseline gap-3">
        <h2 id="reviews-title" className="font-serif text-2xl">
          {t('product.reviewsTitle', { count: reviews.length })}
        </h2>
        {average !== null && <span className="text-olive-800">{t('product.ratingOutOf', { rating: average.toFixed(1) })}</span>}
      </div>
      {/* A row that scrolls sideways must take keyboard focus to scroll (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul tabIndex={0} className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 outline-none focus-visible:ring-3 focus-visible:ring-gold-500">
        {reviews.map((review) => {
          const { full } = stars(review.rating);
          return (
            // relative: its screen-reader text stays inside the scrolling row, not past the page edge.
            <li key={review.id} className="relative w-72 shrink-0 snap-start rounded-3xl border border-olive-100 bg-white p-5">
              <p className="font-semibold">{review.author || t('product.anonymous')}</p>
              <p className="text-gold-700">
                <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
                <span className="sr-only">{t('product.ratingOutOf', { rating: review.rating })}</span>
              </p>
              <p className="mt-2 line-clamp-4 text-sm leading-relaxed">{review.comment}</p>
              <p className="mt-3 text-xs text-olive-800">
                <time dateTime={review.date}>{date.format(new Date(`${review.date}T12:00:00Z`))}</time>
                {review.verified && <span> · {t('product.verifiedBuyer')}</span>}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

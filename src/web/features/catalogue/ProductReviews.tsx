import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { AUTO_ADVANCE_MS as REVIEWS_AUTO_ADVANCE_MS } from '../../../../machines/auto-advance.ts';
import { intlLocaleOf } from '../../../domain/locale.ts';
import { averageRating, stars } from '../../../domain/rating.ts';
import { Carousel } from '../../ui/Carousel.tsx';

type Review = components['schemas']['Review'];

/** 'Avis clients (n)' with the average 'x sur 5', then the reviews, moving on every 6000 ms (spec section 2). */
export function ProductReviews({ reviews, locale }: { reviews: Review[]; locale: string }) {
  const { t } = useTranslation();
  if (!reviews.length) return null;
  const average = averageRating(reviews);
  const date = new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium' });
  return (
    <div className="mt-12">
      <div className="mb-4 flex flex-wrap items-baseline gap-3">
        <h2 id="reviews-title" className="font-serif text-2xl">
          {t('product.reviewsTitle', { count: reviews.length })}
        </h2>
        {average !== null && <span className="text-olive-800">{t('product.ratingOutOf', { rating: average.toFixed(1) })}</span>}
      </div>
      <Carousel
        labelledBy="reviews-title"
        items={reviews}
        getKey={(review) => review.id}
        previousLabel={t('product.previousReview')}
        nextLabel={t('product.nextReview')}
        slideClassName="w-72 max-w-[85vw]"
        autoAdvanceMs={REVIEWS_AUTO_ADVANCE_MS}
        renderItem={(review) => (
          // A review keeps the direction of its own words (a French review on the Arabic page).
          <article className="h-full rounded-3xl border border-olive-100 bg-white p-5">
            <p dir="auto" className="font-semibold">
              {review.author || t('product.anonymous')}
            </p>
            <p className="text-gold-700">
              <span aria-hidden="true">{'★'.repeat(stars(review.rating).full) + '☆'.repeat(5 - stars(review.rating).full)}</span>
              <span className="sr-only">{t('product.ratingOutOf', { rating: review.rating })}</span>
            </p>
            <p dir="auto" className="mt-2 line-clamp-4 text-sm leading-relaxed">
              {review.comment}
            </p>
            <p className="mt-3 text-xs text-olive-800">
              <time dateTime={review.date}>{date.format(new Date(`${review.date}T12:00:00Z`))}</time>
              {review.verified && <span> · {t('product.verifiedBuyer')}</span>}
            </p>
          </article>
        )}
      />
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { intlLocaleOf } from '../../../domain/locale.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { productImageUrl } from '../../../domain/images.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { PageHeading } from '../pages/PageHeading.tsx';
import { listMyReviews } from './api.ts';
import { ReviewForm } from './ReviewForm.tsx';

type MyReviews = components['schemas']['MyReviewsResponse']['data'];
type MyReview = components['schemas']['MyReview'];

const STATUS_STYLE: Record<MyReview['status'], string> = {
  pending: 'bg-gold-300 text-olive-950',
  approved: 'bg-emerald-800 text-white',
  hidden: 'bg-olive-100 text-olive-900',
};

/** /account/reviews: the products the shopper received, each with its review form, and their reviews' status; read in the browser. */
export function MyReviewsPage({ focusProduct }: { focusProduct: string | undefined }) {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const signedIn = useAppSelector(session, (s) => s.matches('authenticated'));
  return (
    <>
      <PageHeading title={t('reviews.meta.title')} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        {signedIn ? (
          <ReviewList focusProduct={focusProduct} />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p>{t('reviews.signInFirst')}</p>
            <ButtonLink to="/login" search={{ redirect: `/account/reviews${focusProduct ? `?product=${focusProduct}` : ''}` }}>
              {t('account.login')}
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

function ReviewList({ focusProduct }: { focusProduct: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; value: MyReviews | 'error' } | null>(null);
  const lang = languageOf(i18n);
  useEffect(() => {
    let live = true;
    listMyReviews(api, lang).then(
      (value) => live && setAnswer({ attempt, value }),
      () => live && setAnswer({ attempt, value: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, lang, attempt]);
  // The product asked for in the address: its form brought into view, its stars focused (the chosen one, else the first).
  const ready = answer !== null && answer.value !== 'error';
  useEffect(() => {
    const item = ready && focusProduct ? document.getElementById(`review-${focusProduct}`) : null;
    if (!item) return;
    item.scrollIntoView({ block: 'start' });
    (item.querySelector<HTMLInputElement>('input[type=radio]:checked') ?? item.querySelector<HTMLInputElement>('input[type=radio]'))?.focus();
  }, [focusProduct, ready]);
  const result = answer?.attempt === attempt ? answer.value : null;
  if (!result) return <LoadingStatus>{t('reviews.loading')}</LoadingStatus>;
  if (result === 'error') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t('reviews.error')}</p>
        <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
          {t('reviews.retry')}
        </Button>
      </div>
    );
  }
  const saved = (review: MyReview) => setAnswer({ attempt, value: { ...result, reviews: [review, ...result.reviews.filter((r) => r.productId !== review.productId)] } });
  const reviewOf = (productId: string) => result.reviews.find((r) => r.productId === productId);
  const received = new Set(result.products.map((p) => p.productId));
  const others = result.reviews.filter((r) => !received.has(r.productId));
  if (result.products.length === 0 && others.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{t('reviews.empty')}</p>
        <ButtonLink to="/shop">{t('reviews.startShopping')}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <p className="text-olive-800">{t('reviews.intro')}</p>
      {result.products.length > 0 && (
        <section aria-labelledby="reviews-received" className="flex flex-col gap-4">
          <h2 id="reviews-received" className="font-serif text-2xl">
            {t('reviews.toReview')}
          </h2>
          <ul className="flex flex-col gap-4">
            {result.products.map((product) => {
              const review = reviewOf(product.productId);
              return (
                <li key={product.productId} id={`review-${product.productId}`} className="scroll-mt-24 rounded-3xl border border-olive-100 bg-white p-4 sm:p-6">
                  <article aria-labelledby={`review-title-${product.productId}`} className="flex flex-col gap-4">
                    <header className="flex items-center gap-4">
                      <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-cream-100">
                        {/* A thumbnail beside the name (alt="": the name says it); a plain picture keeps the shop's ProductPicture chunk as it is. */}
                        {product.image && <img src={productImageUrl(product.image, 160)} alt="" width={64} height={64} loading="lazy" decoding="async" className="size-full object-contain" />}
                      </div>
                      <div className="flex min-w-0 flex-col gap-1">
                        <h3 id={`review-title-${product.productId}`} className="font-semibold">
                          {product.name}
                        </h3>
                        <ButtonLink to="/produits/$productId" params={{ productId: product.slug }} variant="ghost" className="!px-0 !py-0 text-sm underline">
                          {t('reviews.viewProduct')}
                        </ButtonLink>
                      </div>
                    </header>
                    {review && <ReviewStatus review={review} locale={intlLocaleOf(i18n.language)} />}
                    <ReviewForm productId={product.productId} productName={product.name} review={review} onSaved={saved} />
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="reviews-others" className="flex flex-col gap-4">
          <h2 id="reviews-others" className="font-serif text-2xl">
            {t('reviews.others')}
          </h2>
          <ul className="flex flex-col gap-3">
            {others.map((review) => (
              <li key={review.id} className="flex flex-col gap-2 rounded-3xl border border-olive-100 bg-white p-4">
                <h3 className="font-semibold">{review.productName}</h3>
                <ReviewStatus review={review} locale={intlLocaleOf(i18n.language)} />
                <p dir="auto" className="whitespace-pre-line break-words">{review.comment}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ReviewStatus({ review, locale }: { review: MyReview; locale: string }) {
  const { t } = useTranslation();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${review.date}T00:00:00Z`));
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span>{t('reviews.yourReview', { date })}</span>
        <span className="sr-only">{t('reviews.statusLabel')}:</span>
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[review.status]}`}>{t(`reviews.status.${review.status}`)}</span>
        <span className="text-olive-800">{t('reviews.starCount', { count: review.rating })}</span>
      </p>
      {review.status === 'hidden' && review.moderationReason && <p className="text-olive-800">{t('reviews.hiddenReason', { reason: review.moderationReason })}</p>}
    </div>
  );
}

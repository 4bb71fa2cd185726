import type { AdminRouter } from '../router.tsx';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { components } from '../../../../openapi/schema.d.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import type { ReviewStatus } from '../api.ts';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { day } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';
import { navigateTo, useAdminRouter } from '../root-routes.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Screen } from '../ui/Screen.tsx';
import { Status } from '../ui/Status.tsx';
import { reviewsRoute } from '../routes.ts';
import { REVIEW_FILTERS as FILTERS, type ReviewFilter as Filter } from '../search.ts';

type Review = components['schemas']['AdminReview'];
const TONE: Record<ReviewStatus, string> = { pending: 'bg-gold-300 text-olive-950', approved: 'bg-olive-800 text-cream-50', hidden: 'bg-olive-100 text-olive-900' };


/** Buyers' reviews (issue 47): those waiting first; staff approve one (it shows on the product) or hide it with the reason. */
export function Reviews() {
  const { t } = useAdminText();
  const router = useAdminRouter();
  const search = reviewsRoute.useSearch<AdminRouter>();
  const loaded = reviewsRoute.useLoaderData<AdminRouter>();
  // Decisions taken on this page show at once; another page or filter reads the list again.
  const [decided, setDecided] = useState<Record<string, Review>>({});
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const reviews = loaded.reviews.map((review) => decided[review.id] ?? review);
  const filter: Filter = search.status ?? 'all';
  const totalPages = Math.max(1, Math.ceil(loaded.total / loaded.pageSize));
  const done = (review: Review) => {
    setDecided((all) => ({ ...all, [review.id]: review }));
    setAnnounce({ tone: 'ok', text: t(review.status === 'hidden' ? 'reviews.hidden.done' : 'reviews.approved.done', { author: review.author }) });
  };
  return (
    <Screen title={t('reviews.title')}>
      <Status tone={announce?.tone} className="mb-4">
        {announce?.text}
      </Status>
      <Tabs selectedKey={filter} onSelectionChange={(key) => void navigateTo(router, '/admin/reviews', key === 'all' ? {} : { status: key as ReviewStatus })}>
        <TabList aria-label={t('reviews.filter')} className="mb-4 flex flex-wrap gap-1 rounded-3xl bg-olive-100 p-1 sm:rounded-full">
          {FILTERS.map((id) => (
            <Tab key={id} id={id} className="flex-1 cursor-pointer whitespace-nowrap rounded-full px-3 py-2 text-center text-sm font-semibold outline-none selected:bg-olive-800 selected:text-cream-50 focus-visible:ring-3 focus-visible:ring-gold-500">
              {t(`reviews.${id}`)}
            </Tab>
          ))}
        </TabList>
        {FILTERS.map((id) => (
          <TabPanel key={id} id={id} className="outline-none focus-visible:ring-3 focus-visible:ring-gold-500">
            <p className="mb-3 text-sm">{t('app.results', { total: loaded.total })}</p>
            {reviews.length === 0 ? (
              <p className="rounded-3xl bg-white p-6 text-center shadow-sm">{t('app.none')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} onDone={done} onError={(text) => setAnnounce({ tone: 'error', text })} />
                ))}
              </ul>
            )}
          </TabPanel>
        ))}
      </Tabs>
      <Pager page={loaded.page} totalPages={totalPages} onPage={(next) => void navigateTo(router, '/admin/reviews', { ...search, page: next > 1 ? next : undefined })} />
    </Screen>
  );
}

function ReviewItem({ review, onDone, onError }: { review: Review; onDone: (review: Review) => void; onError: (text: string) => void }) {
  const { t, intl } = useAdminText();
  const { api } = useAdmin();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const names = { author: review.author, product: review.productName };
  const decide = async (decision: 'approve' | 'hide') => {
    try {
      onDone(await api.moderateReview(review.id, decision, decision === 'hide' ? reason.trim() : undefined));
      setHiding(false);
    } catch (failure) {
      onError(errorText(t, failure));
    }
  };
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold">
          <bdi>{review.productName}</bdi>
        </span>
        <span className="text-sm text-olive-700">{day(review.date, intl)}</span>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <bdi>{review.author}</bdi>
        <span role="img" aria-label={t('reviews.rating', { rating: review.rating })}>
          <span aria-hidden="true" className="text-gold-700">
            {'★'.repeat(review.rating)}
            <span className="text-olive-200">{'★'.repeat(5 - review.rating)}</span>
          </span>
        </span>
        {review.verified ? <span className="text-olive-700">{t('reviews.verified')}</span> : null}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[review.status]}`}>{t(`reviews.status.${review.status}`)}</span>
      </p>
      <p dir="auto" className="mt-2 whitespace-pre-line break-words border-s-2 border-olive-200 ps-3">{review.comment}</p>
      {review.status === 'hidden' && review.moderationReason ? <p className="mt-2 text-sm text-olive-700">{t('reviews.reasonShown', { reason: review.moderationReason })}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== 'approved' ? (
          <Button onPress={() => void decide('approve')} aria-label={t('reviews.approveOf', names)}>
            {t('reviews.approve')}
          </Button>
        ) : null}
        {review.status !== 'hidden' ? (
          <Button variant="secondary" onPress={() => setHiding(true)} aria-label={t('reviews.hideOf', names)}>
            {t('reviews.hide')}
          </Button>
        ) : null}
      </div>
      <FormDialog
        isOpen={hiding}
        onOpenChange={setHiding}
        title={t('reviews.hideTitle')}
        submit={t('reviews.hide')}
        keep={t('reviews.keep')}
        danger
        onSubmit={() => {
          if (!reason.trim()) return setReasonError(t('reviews.reasonRequired'));
          void decide('hide');
        }}
      >
        <TextAreaField
          label={t('reviews.reason')}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          errorMessage={reasonError}
        />
      </FormDialog>
    </li>
  );
}

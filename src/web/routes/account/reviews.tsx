import { createFileRoute } from '@tanstack/react-router';
import { MyReviewsPage } from '../../features/reviews/MyReviewsPage.tsx';
import { formTextsFirst } from '../../i18n/form-texts.tsx';
import { accountHead } from '../../meta/page-head.ts';
import { matching, searchParams } from '../../search/search-params.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/account/reviews')({
  // ?product=<id>: that product's form, brought into view with its stars focused (the order page's link).
  validateSearch: searchParams({ product: matching(UUID, 36) }),
  // Its texts come with the forms' (fr/account-reviews.ts): the home page's script does not carry them.
  beforeLoad: formTextsFirst,
  head: accountHead('reviews.meta.title', '/account/reviews'),
  component: function MyReviews() {
    return <MyReviewsPage focusProduct={Route.useSearch().product} />;
  },
});

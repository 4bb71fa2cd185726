import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '../../features/orders/PaymentsPage.tsx';
import { formTextsFirst } from '../../i18n/form-texts.tsx';
import { type HeadOf, pageHead } from '../../meta/page-head.ts';
import { searchParams, whole } from '../../search/search-params.ts';

export const Route = createFileRoute('/account/payments')({
  validateSearch: searchParams({ page: whole(1, 10_000) }),
  // Its texts come with the forms' (fr/account-orders.ts): the home page's script does not carry them.
  beforeLoad: formTextsFirst,
  head: ({ match }: HeadOf) => pageHead(match.context, { title: match.context.i18n.t('orderPage.payments.metaTitle'), path: '/account/payments', noindex: true }),
  component: function MyPayments() {
    return <PaymentsPage page={Route.useSearch().page ?? 1} />;
  },
});

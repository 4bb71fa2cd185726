import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '../../features/orders/PaymentsPage.tsx';
import { formTextsFirst } from '../../i18n/form-texts.tsx';
import { accountHead } from '../../meta/page-head.ts';
import { searchParams, whole } from '../../search/search-params.ts';

export const Route = createFileRoute('/account/payments')({
  validateSearch: searchParams({ page: whole(1, 10_000) }),
  // Its texts come with the forms' (fr/account-orders.ts): the home page's script does not carry them.
  beforeLoad: formTextsFirst,
  head: accountHead('orderPage.payments.metaTitle', '/account/payments'),
  component: function MyPayments() {
    return <PaymentsPage page={Route.useSearch().page ?? 1} />;
  },
});

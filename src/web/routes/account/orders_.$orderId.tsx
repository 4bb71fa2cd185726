import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '../../features/orders/OrderPage.tsx';
import { formTextsFirst } from '../../i18n/form-texts.tsx';
import { pageHead } from '../../meta/page-head.ts';

export const Route = createFileRoute('/account/orders_/$orderId')({
  // Its texts come with the forms' (fr/account-orders.ts): the home page's script does not carry them.
  beforeLoad: formTextsFirst,
  head: ({ match, params }) => pageHead(match.context, { title: match.context.i18n.t('orderPage.metaTitle'), path: `/account/orders/${params.orderId}`, noindex: true }),
  component: function MyOrder() {
    return <OrderPage orderId={Route.useParams().orderId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { MyOrdersPage } from '../../features/account/MyOrdersPage.tsx';
import { formTextsFirst } from '../../i18n/form-texts.tsx';
import { namedHead } from '../../meta/page-head.ts';
import { searchParams, whole } from '../../search/search-params.ts';

export const Route = createFileRoute('/account/orders')({
  validateSearch: searchParams({ page: whole(1, 10_000) }),
  // Its texts come with the forms' (fr.forms.ts): the home page's script does not carry them.
  beforeLoad: formTextsFirst,
  head: namedHead('myOrders', '/account/orders', { noindex: true }),
  component: function MyOrders() {
    return <MyOrdersPage page={Route.useSearch().page ?? 1} />;
  },
});

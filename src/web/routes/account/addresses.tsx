import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../../features/addresses/AddressesPage.tsx';
import { formTextsFirst } from '../../i18n/form-texts.tsx';
import { type HeadOf, pageHead } from '../../meta/page-head.ts';

export const Route = createFileRoute('/account/addresses')({
  // Its texts come with the forms' (account-addresses.ts), read before the page renders.
  beforeLoad: formTextsFirst,
  head: ({ match }: HeadOf) =>
    pageHead(match.context, { title: match.context.i18n.t('addresses.title'), description: match.context.i18n.t('addresses.description'), path: '/account/addresses', noindex: true }),
  component: AddressesPage,
});

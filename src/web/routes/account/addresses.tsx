import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../../features/addresses/AddressesPage.tsx';
import { formTextsFirst } from '../../i18n/form-texts.tsx';
import { accountHead } from '../../meta/page-head.ts';

export const Route = createFileRoute('/account/addresses')({
  // Its texts come with the forms' (account-addresses.ts), read before the page renders.
  beforeLoad: formTextsFirst,
  head: accountHead('addresses.title', '/account/addresses'),
  component: AddressesPage,
});

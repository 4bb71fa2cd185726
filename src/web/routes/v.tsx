import { createFileRoute } from '@tanstack/react-router';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { VerifyEmailRoutePage } from '../features/pages/VerifyEmailRoutePage.tsx';
import { requireEmail, verifyEmailSearch } from '../features/pages/verify-email-search.ts';
import { namedHead } from '../meta/page-head.ts';

// The short address of the verification page (spec section 2), as mails may link to it.
export const Route = createFileRoute('/v')({
  validateSearch: verifyEmailSearch,
  beforeLoad: (options) => {
    requireEmail(options);
    return formTextsFirst(options);
  },
  head: namedHead('verifyEmail', '/v', { noindex: true }),
  component: VerifyEmailRoutePage,
});

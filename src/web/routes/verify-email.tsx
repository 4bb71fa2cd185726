import { createFileRoute } from '@tanstack/react-router';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { VerifyEmailRoutePage } from '../features/pages/VerifyEmailRoutePage.tsx';
import { requireEmail, verifyEmailSearch } from '../features/pages/verify-email-search.ts';
import { namedHead } from '../meta/page-head.ts';

export const Route = createFileRoute('/verify-email')({
  validateSearch: verifyEmailSearch,
  beforeLoad: (options) => {
    requireEmail(options);
    return formTextsFirst(options);
  },
  head: namedHead('verifyEmail', '/verify-email', { noindex: true }),
  component: VerifyEmailRoutePage,
});

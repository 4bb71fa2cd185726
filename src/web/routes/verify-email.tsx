import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailRoutePage } from '../features/pages/VerifyEmailRoutePage.tsx';
import { requireEmail, verifyEmailSearch } from '../features/pages/verify-email-search.ts';
import { namedHead } from '../meta/page-head.ts';

export const Route = createFileRoute('/verify-email')({
  validateSearch: verifyEmailSearch,
  beforeLoad: requireEmail,
  head: namedHead('verifyEmail', '/verify-email', { noindex: true }),
  component: VerifyEmailRoutePage,
});

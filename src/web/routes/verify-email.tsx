import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailRoutePage } from '../features/pages/VerifyEmailRoutePage.tsx';
import { requireEmail, verifyEmailSearch } from '../features/pages/verify-email-search.ts';

export const Route = createFileRoute('/verify-email')({
  validateSearch: verifyEmailSearch,
  beforeLoad: requireEmail,
  component: VerifyEmailRoutePage,
});

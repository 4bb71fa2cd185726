import { redirect } from '@tanstack/react-router';
import { email, searchParams } from '../../search/search-params.ts';

export const verifyEmailSearch = searchParams({ email });

export type VerifyEmailSearch = ReturnType<typeof verifyEmailSearch>;

/** /verify-email and /v need the email parameter; without it the visitor goes to /signup. */
export function requireEmail({ search }: { search: VerifyEmailSearch }) {
  if (!search.email) throw redirect({ to: '/signup', replace: true });
}

import { redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';

export const verifyEmailSearch = z.object({ email: z.catch(z.optional(z.email().check(z.trim(), z.maxLength(254))), undefined) });

export type VerifyEmailSearch = z.infer<typeof verifyEmailSearch>;

/** /verify-email and /v need the email parameter; without it the visitor goes to /signup. */
export function requireEmail({ search }: { search: VerifyEmailSearch }) {
  if (!search.email) throw redirect({ to: '/signup', replace: true });
}

import { redirect, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PAGE_META } from '../../../content/page-meta.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { VerifyEmailPage } from '../account/VerifyEmailPage.tsx';
import { AuthPage } from './AuthPage.tsx';

export const verifyEmailSearch = z.object({ email: z.catch(z.optional(z.email().check(z.trim(), z.maxLength(254))), undefined) });

/**
 * /verify-email and /v: the email parameter is required; without it the visitor goes to /signup.
 * A fresh options object per route: the router writes each route's id into its options.
 */
export const verifyEmailRoute = () => ({
  validateSearch: verifyEmailSearch,
  beforeLoad: ({ search }: { search: z.infer<typeof verifyEmailSearch> }) => {
    if (!search.email) throw redirect({ to: '/signup', replace: true });
  },
  component: function VerifyEmail() {
    const { t } = useTranslation();
    const { email } = useSearch({ strict: false }) as z.infer<typeof verifyEmailSearch>;
    const meta = PAGE_META.verifyEmail[currentLanguage()];
    return (
      <AuthPage title={t('auth.verifyTitle')} description={meta.description}>
        <VerifyEmailPage email={email ?? ''} />
      </AuthPage>
    );
  },
});

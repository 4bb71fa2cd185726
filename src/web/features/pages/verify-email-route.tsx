import { Link, redirect, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PAGE_META } from '../../../content/page-meta.ts';
import { currentLanguage } from '../../i18n/index.ts';
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
        <p>{t('auth.verifyText', { email: email ?? '' })}</p>
        <p role="status" className="rounded-2xl bg-cream-100 p-4 text-sm">
          {t('auth.unavailable')}
        </p>
        <Link to="/login" className="text-sm font-medium underline underline-offset-4">
          {t('auth.backToLogin')}
        </Link>
      </AuthPage>
    );
  },
});

import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_META } from '../../../content/page-meta.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { VerifyEmailPage } from '../account/VerifyEmailPage.tsx';
import { AuthPage } from './AuthPage.tsx';
import type { VerifyEmailSearch } from './verify-email-search.ts';

/** The page of /verify-email and /v (named in their route files, so the router splits it off the first load). */
export function VerifyEmailRoutePage() {
  const { t } = useTranslation();
  const { email } = useSearch({ strict: false }) as VerifyEmailSearch;
  const meta = PAGE_META.verifyEmail[currentLanguage()];
  return (
    <AuthPage title={t('auth.verifyTitle')} description={meta.description}>
      <VerifyEmailPage email={email ?? ''} />
    </AuthPage>
  );
}

import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { VerifyEmailPage } from '../account/VerifyEmailPage.tsx';
import { AuthPage } from './AuthPage.tsx';
import type { VerifyEmailSearch } from './verify-email-search.ts';

/** The page of /verify-email and /v (named in their route files, so the router splits it off the first load). */
export function VerifyEmailRoutePage() {
  const { t } = useTranslation();
  const { email } = useSearch({ strict: false }) as VerifyEmailSearch;
  return (
    <AuthPage title={t('auth.verifyTitle')}>
      <VerifyEmailPage email={email ?? ''} />
    </AuthPage>
  );
}

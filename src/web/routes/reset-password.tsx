import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_META } from '../../content/page-meta.ts';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage.tsx';
import { AuthPage } from '../features/pages/AuthPage.tsx';
import { currentLanguage } from '../i18n/index.ts';

export const Route = createFileRoute('/reset-password')({
  component: function ResetPassword() {
    const { t } = useTranslation();
    const meta = PAGE_META.resetPassword[currentLanguage()];
    return (
      <AuthPage title={t('auth.resetTitle')} description={meta.description}>
        <ResetPasswordPage />
      </AuthPage>
    );
  },
});

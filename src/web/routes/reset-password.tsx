import { createFileRoute } from '@tanstack/react-router';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { useTranslation } from 'react-i18next';
import { ResetPasswordPage } from '../features/account/ResetPasswordPage.tsx';
import { AuthPage } from '../features/pages/AuthPage.tsx';
import { namedHead } from '../meta/page-head.ts';

export const Route = createFileRoute('/reset-password')({
  beforeLoad: formTextsFirst,
  head: namedHead('resetPassword', '/reset-password', { noindex: true }),
  component: function ResetPassword() {
    const { t } = useTranslation();
    return (
      <AuthPage title={t('auth.resetTitle')}>
        <ResetPasswordPage />
      </AuthPage>
    );
  },
});

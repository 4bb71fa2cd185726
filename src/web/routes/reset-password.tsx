import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_META } from '../../content/page-meta.ts';
import { AuthPage } from '../features/pages/AuthPage.tsx';
import { currentLanguage } from '../i18n/index.ts';

export const Route = createFileRoute('/reset-password')({
  component: function ResetPassword() {
    const { t } = useTranslation();
    const meta = PAGE_META.resetPassword[currentLanguage()];
    return (
      <AuthPage title={t('auth.resetTitle')} description={meta.description}>
        <p>{t('auth.resetText')}</p>
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

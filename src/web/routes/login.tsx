import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_META } from '../../content/page-meta.ts';
import { AuthPage } from '../features/pages/AuthPage.tsx';
import { currentLanguage } from '../i18n/index.ts';

export const Route = createFileRoute('/login')({
  component: function Login() {
    const { t } = useTranslation();
    const meta = PAGE_META.login[currentLanguage()];
    return (
      <AuthPage title={t('auth.loginTitle')} description={meta.description}>
        <p>{t('auth.loginText')}</p>
        <p role="status" className="rounded-2xl bg-cream-100 p-4 text-sm">
          {t('auth.unavailable')}
        </p>
        <p className="text-sm">
          <Link to="/forgot-password" className="font-medium underline underline-offset-4">
            {t('auth.forgot')}
          </Link>
        </p>
        <p className="text-sm">
          {t('auth.noAccount')}{' '}
          <Link to="/signup" className="font-medium underline underline-offset-4">
            {t('account.register')}
          </Link>
        </p>
      </AuthPage>
    );
  },
});

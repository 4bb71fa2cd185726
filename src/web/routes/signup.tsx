import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_META } from '../../content/page-meta.ts';
import { AuthPage } from '../features/pages/AuthPage.tsx';
import { currentLanguage } from '../i18n/index.ts';

export const Route = createFileRoute('/signup')({
  component: function Signup() {
    const { t } = useTranslation();
    const meta = PAGE_META.signup[currentLanguage()];
    return (
      <AuthPage title={t('auth.signupTitle')} description={meta.description}>
        <p>{t('auth.signupText')}</p>
        <p role="status" className="rounded-2xl bg-cream-100 p-4 text-sm">
          {t('auth.unavailable')}
        </p>
        <p className="text-sm">
          {t('auth.haveAccount')}{' '}
          <Link to="/login" className="font-medium underline underline-offset-4">
            {t('account.login')}
          </Link>
        </p>
        <p className="text-sm">
          <Link to="/terms" className="underline underline-offset-4">
            {t('footer.terms')}
          </Link>
        </p>
      </AuthPage>
    );
  },
});

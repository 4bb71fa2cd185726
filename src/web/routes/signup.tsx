import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_META } from '../../content/page-meta.ts';
import { SignupForm } from '../features/account/SignupForm.tsx';
import { AuthPage } from '../features/pages/AuthPage.tsx';
import { currentLanguage } from '../i18n/index.ts';

export const Route = createFileRoute('/signup')({
  component: function Signup() {
    const { t } = useTranslation();
    const meta = PAGE_META.signup[currentLanguage()];
    return (
      <AuthPage title={t('auth.signupTitle')} description={meta.description}>
        <p>{t('auth.signupText')}</p>
        <SignupForm />
        <p className="text-sm">
          {t('auth.haveAccount')}{' '}
          <Link to="/login" className="font-medium underline underline-offset-4">
            {t('account.login')}
          </Link>
        </p>
      </AuthPage>
    );
  },
});

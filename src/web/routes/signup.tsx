import { createFileRoute, Link } from '@tanstack/react-router';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { useTranslation } from 'react-i18next';
import { SignupForm } from '../features/account/SignupForm.tsx';
import { AuthPage } from '../features/pages/AuthPage.tsx';
import { namedHead } from '../meta/page-head.ts';

export const Route = createFileRoute('/signup')({
  beforeLoad: formTextsFirst,
  head: namedHead('signup', '/signup', { noindex: true }),
  component: function Signup() {
    const { t } = useTranslation();
    return (
      <AuthPage title={t('auth.signupTitle')}>
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

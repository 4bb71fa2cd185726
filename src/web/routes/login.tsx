import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../features/account/LoginForm.tsx';
import { AuthPage } from '../features/pages/AuthPage.tsx';
import { namedHead } from '../meta/page-head.ts';
import { matching, searchParams } from '../search/search-params.ts';

export const Route = createFileRoute('/login')({
  beforeLoad: formTextsFirst,
  // Where to go back to after signing in (a page of this shop only).
  validateSearch: searchParams({ redirect: matching(/^\/(?!\/)/, 300) }),
  head: namedHead('login', '/login', { noindex: true }),
  component: Login,
});

function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = Route.useSearch();
  return (
    <AuthPage title={t('auth.loginTitle')}>
      <p>{t('auth.loginText')}</p>
      <LoginForm onSignedIn={() => void navigate({ to: redirect ?? '/' })} />
      <p className="text-sm">
        {t('auth.noAccount')}{' '}
        <Link to="/signup" className="font-medium underline underline-offset-4">
          {t('account.register')}
        </Link>
      </p>
    </AuthPage>
  );
}

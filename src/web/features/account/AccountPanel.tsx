import { useAppSelector } from '../../state/use-app-selector.ts';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../../state/app-actors.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { FormError } from './FormError.tsx';
import { LoginForm } from './LoginForm.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SignupForm } from './SignupForm.tsx';

/** What the account menu shows: the spinner, the profile, or the login and register tabs. */
export default function AccountPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const status = useAppSelector(session, (state) => (state.matches('loading') ? 'loading' : state.matches('authenticated') ? 'in' : 'out'));
  const failure = useAppSelector(session, (state) => FAILURES[state.context.error as keyof typeof FAILURES] ?? null);
  if (status === 'loading') return <AccountSpinner />;
  if (status === 'in') return <ProfileCard onDone={onClose} />;
  return (
    <div className="flex flex-col gap-3">
      <FormError message={failure && t(failure)} />
      <Tabs
        label={t('account.tabs')}
        tabs={[
          { id: 'login', title: t('account.login'), content: <LoginForm layout="compact" onSignedIn={onClose} /> },
          { id: 'register', title: t('account.register'), content: <SignupForm layout="compact" /> },
        ]}
      />
    </div>
  );
}

/** Why the session ended, when it failed (spec section 8), as the text of the menu's red banner. */
const FAILURES = { 'Failed to refresh profile': 'account.profileError', logout_error: 'account.logoutError' } as const;

export function AccountSpinner() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 py-6">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-olive-800 border-t-transparent" />
      {t('a11y.loading')}
    </p>
  );
}

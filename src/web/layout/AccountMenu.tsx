import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../features/account/LoginForm.tsx';
import { ProfileCard } from '../features/account/ProfileCard.tsx';
import { SignupForm } from '../features/account/SignupForm.tsx';
import { useAppActors, useHeaderMenu } from '../state/app-actors.tsx';
import { Button } from '../ui/Button.tsx';
import { UserIcon } from '../ui/icons.tsx';
import { HeaderPopover } from '../ui/Popover.tsx';
import { Tabs } from '../ui/Tabs.tsx';

/** The account menu (spec section 2): login and register tabs, a spinner while loading, or the profile. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const [isOpen, setOpen] = useHeaderMenu('account');
  const status = useSelector(session, (state) => (state.matches('loading') ? 'loading' : state.matches('authenticated') ? 'in' : 'out'));
  return (
    <HeaderPopover
      label={t('account.menu')}
      isOpen={isOpen}
      onOpenChange={setOpen}
      className="!w-96"
      trigger={
        <Button variant="icon" aria-label={t('account.menu')}>
          <UserIcon />
          {status === 'in' && <span aria-hidden="true" className="absolute end-2 top-2 size-2 rounded-full bg-olive-500" />}
        </Button>
      }
    >
      {status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 py-6">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-olive-800 border-t-transparent" />
          {t('a11y.loading')}
        </p>
      ) : status === 'in' ? (
        <ProfileCard onDone={() => setOpen(false)} />
      ) : (
        <Tabs
          label={t('account.tabs')}
          tabs={[
            { id: 'login', title: t('account.login'), content: <LoginForm layout="compact" onSignedIn={() => setOpen(false)} /> },
            { id: 'register', title: t('account.register'), content: <SignupForm layout="compact" /> },
          ]}
        />
      )}
    </HeaderPopover>
  );
}

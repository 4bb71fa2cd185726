import { useSelector } from '@xstate/react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../features/account/LoginForm.tsx';
import { ProfileCard } from '../features/account/ProfileCard.tsx';
import { SignupForm } from '../features/account/SignupForm.tsx';
import { useAppActors, useHeaderMenu } from '../state/app-actors.tsx';
import { Button } from '../ui/Button.tsx';
import { UserIcon } from '../ui/icons.tsx';
import { HeaderPopover } from '../ui/Popover.tsx';

const tab =
  'flex-1 cursor-pointer rounded-full px-3 py-2 text-center text-sm font-semibold outline-none data-[selected]:bg-olive-800 data-[selected]:text-cream-50 data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500';

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
        <Tabs>
          <TabList aria-label={t('account.tabs')} className="mb-4 flex gap-1 rounded-full bg-olive-100 p-1">
            <Tab id="login" className={tab}>
              {t('account.login')}
            </Tab>
            <Tab id="register" className={tab}>
              {t('account.register')}
            </Tab>
          </TabList>
          <TabPanel id="login" className="outline-none">
            <LoginForm layout="compact" onSignedIn={() => setOpen(false)} />
          </TabPanel>
          <TabPanel id="register" className="max-h-[60vh] overflow-y-auto px-1 outline-none">
            <SignupForm layout="compact" />
          </TabPanel>
        </Tabs>
      )}
    </HeaderPopover>
  );
}

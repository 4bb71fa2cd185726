import { useAppSelector } from '../state/use-app-selector.ts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyForm } from '../i18n/form-texts.tsx';
import { useAppActors, useHeaderMenu } from '../state/app-actors.tsx';
import { UserIcon } from '../ui/icons.tsx';
import { HeaderPopover } from '../ui/Popover.tsx';

// The forms (and their validation) load when the pointer or the focus reaches the menu's button, not
// with every page; fetched together with the panel's own code, not one after the other on the click.
const AccountPanel = lazyForm(() => import('../features/account/AccountPanel.tsx'));
const spinner = (
  <p role="status" className="py-6 text-center">
    <span aria-hidden="true" className="inline-block size-5 animate-spin rounded-full border-2 border-olive-800 border-t-transparent" />
  </p>
);

/**
 * The account menu (spec section 2): login and register tabs, a spinner while loading, or the profile.
 * As a panel under its button only where that button shows (a phone gets the same in a modal: AuthModal).
 */
export function AccountMenu({ asPanel }: { asPanel: boolean }) {
  const { t } = useTranslation();
  const { session, texts } = useAppActors();
  const [isOpen, setOpen] = useHeaderMenu('account');
  const signedIn = useAppSelector(session, (state) => state.matches('authenticated'));
  return (
    <HeaderPopover
      label={t('account.menu')}
      isOpen={isOpen && asPanel}
      onOpenChange={setOpen}
      className="!w-96"
      buttonLabel={t('account.menu')}
      onIntent={() => {
        void AccountPanel.preload();
        void texts.forms();
      }}
      button={
        <>
          <UserIcon />
          {signedIn && <span aria-hidden="true" className="absolute end-2 top-2 size-2 rounded-full bg-olive-500" />}
        </>
      }
    >
      <Suspense fallback={spinner}>
        <AccountPanel onClose={() => setOpen(false)} />
      </Suspense>
    </HeaderPopover>
  );
}

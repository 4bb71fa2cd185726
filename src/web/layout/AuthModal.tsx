import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyForm } from '../i18n/form-texts.tsx';
import { useHeaderMenu } from '../state/app-actors.tsx';
import { Modal } from '../ui/Modal.tsx';

const AccountPanel = lazyForm(() => import('../features/account/AccountPanel.tsx'));

/**
 * The account menu's mobile variant: the same panel (login and register tabs, or the profile) in a
 * modal, opened when something asks for the account menu on a phone ('Acheter' as a guest).
 */
export function AuthModal() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useHeaderMenu('account');
  return (
    <Modal title={t('account.menu')} isOpen={isOpen} onOpenChange={setOpen}>
      <Suspense fallback={<p className="py-6 text-center">{t('a11y.loading')}</p>}>
        <AccountPanel onClose={() => setOpen(false)} />
      </Suspense>
    </Modal>
  );
}

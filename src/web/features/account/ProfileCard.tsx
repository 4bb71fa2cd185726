import { useAppSelector } from '../../state/use-app-selector.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownPhone } from '../../../domain/phone.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** The account's pages, in the menu's order: the spec's orders, payments and settings first (issue 47). */
const ACCOUNT_PAGES = [
  { to: '/account/orders', label: 'account.orders' },
  { to: '/account/payments', label: 'account.payments' },
  { to: '/account/settings', label: 'account.settings' },
  { to: '/account/addresses', label: 'account.addresses' },
  { to: '/account/reviews', label: 'account.reviews' },
] as const;

/** The signed-in part of the account menu: who, verified or pending, profile, the account's pages, logout. */
export function ProfileCard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const user = useAppSelector(session, (state) => state.context.session?.user ?? null);
  const [profileOpen, setProfileOpen] = useState(false);
  if (!user) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-2xl bg-cream-100 p-3">
        <p className="font-semibold">{user.name}</p>
        <p dir="ltr" className="break-all text-start text-sm">
          {user.email}
        </p>
        <span
          className={`mt-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${user.isVerified ? 'bg-olive-800 text-cream-50' : 'bg-gold-300 text-olive-950'}`}
        >
          {user.isVerified ? t('account.verified') : t('account.pending')}
        </span>
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        <li>
          <Button variant="ghost" className="w-full !justify-start" onPress={() => setProfileOpen(true)}>
            {t('account.profile')}
          </Button>
        </li>
        {ACCOUNT_PAGES.map(({ to, label }) => (
          <li key={to}>
            <ButtonLink to={to} variant="ghost" className="w-full !justify-start" onClick={onDone}>
              {t(label)}
            </ButtonLink>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            className="mt-2 w-full"
            onPress={() => {
              session.send({ type: 'LOGOUT' });
              onDone();
            }}
          >
            {t('account.logout')}
          </Button>
        </li>
      </ul>
      <Modal title={t('account.profile')} isOpen={profileOpen} onOpenChange={setProfileOpen}>
        {/* min-w-0 and break-all: a long address wraps inside the dialog on a phone instead of running past it. */}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
          <dt className="font-semibold">{t('account.name')}</dt>
          <dd>{user.name}</dd>
          <dt className="font-semibold">{t('account.email')}</dt>
          <dd dir="ltr" className="break-all text-start">
            {user.email}
          </dd>
          <dt className="font-semibold">{t('account.phone')}</dt>
          <dd dir="ltr" className="text-start">
            {ownPhone(user.phone) ?? t('account.noPhone')}
          </dd>
        </dl>
      </Modal>
    </div>
  );
}

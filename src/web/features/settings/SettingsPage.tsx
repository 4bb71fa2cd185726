import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../../state/app-actors.tsx';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { PageHeading } from '../pages/PageHeading.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { EmailChange } from './EmailChange.tsx';
import { MyData } from './MyData.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SettingsSection } from './SettingsSection.tsx';

/** /account/settings (issue 47, law 09-08): edit, download, delete. Rendered in the browser once signed in. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const hydrated = useHydrated();
  const restoring = useAppSelector(session, (s) => s.matches('loading'));
  const user = useAppSelector(session, (s) => (s.matches('authenticated') ? (s.context.session?.user ?? null) : null));
  return (
    <>
      <PageHeading title={t('settings.title')}>{t('settings.intro')}</PageHeading>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
        {!hydrated || restoring ? (
          <LoadingStatus>{t('myOrders.loading')}</LoadingStatus>
        ) : user ? (
          <>
            <nav className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <a href="/account/addresses" className="underline underline-offset-4">
                {t('settings.addresses')}
              </a>
              <Link to="/privacy" className="underline underline-offset-4">
                {t('settings.privacy')}
              </Link>
            </nav>
            <SettingsSection id="settings-profile" title={t('settings.profile.title')}>
              {/* Keyed by the user: a profile changed elsewhere (the email step) fills the form anew. */}
              <ProfileForm key={`${user.id}:${user.firstName}:${user.lastName}:${user.locale ?? ''}`} user={user} />
            </SettingsSection>
            <SettingsSection id="settings-email" title={t('settings.email.title')}>
              <EmailChange email={user.email} />
            </SettingsSection>
            <SettingsSection id="settings-password" title={t('settings.password.title')}>
              <PasswordForm />
            </SettingsSection>
            <SettingsSection id="settings-data" title={t('settings.data.title')}>
              <MyData />
            </SettingsSection>
            <SettingsSection id="settings-delete" title={t('settings.deletion.title')}>
              <DeleteAccount />
            </SettingsSection>
          </>
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p>{t('settings.signInFirst')}</p>
            <ButtonLink to="/login" search={{ redirect: '/account/settings' }}>
              {t('account.login')}
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

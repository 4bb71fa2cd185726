import { Link } from '@tanstack/react-router';
import { useAppSelector } from '../state/use-app-selector.ts';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../domain/locale.ts';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useAppActors, useHeaderMenu } from '../state/app-actors.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { ProfileCard } from '../features/account/ProfileCard.tsx';
import { Flag, LANGUAGE_COUNTRY } from './Flag.tsx';
import { NAV_LINKS } from './nav-links.ts';

/**
 * The hamburger's overlay, with the account (sign-in links, or the signed-in shopper's card): closes with its button, Escape, a press outside, or any route change
 * (the header menus machine closes every menu when the route changes).
 */
export function MobileNavigation() {
  const { t } = useTranslation();
  const { texts, session } = useAppActors();
  const [isOpen, setOpen] = useHeaderMenu('navigation');
  const status = useAppSelector(session, (state) => (state.matches('loading') ? 'loading' : state.matches('authenticated') ? 'in' : 'out'));
  const language = useLanguage();
  return (
    <Modal title={t('nav.closeMenu')} hideTitle isOpen={isOpen} onOpenChange={setOpen} placement="start">
      <nav aria-label={t('a11y.mainNavigation')}>
        <ul className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                activeOptions={{ exact: link.to === '/', includeSearch: false }}
                className="block rounded-2xl px-4 py-3 text-lg font-medium hover:bg-olive-100 [&.active]:bg-olive-100"
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ButtonLink to="/shop" className="mt-6">
        {t('nav.cta')}
      </ButtonLink>
      <section aria-label={t('account.menu')} className="mt-6 flex flex-col gap-2 border-t border-olive-100 pt-6">
        {status === 'in' ? (
          // The account menu's mobile variant (spec section 2): the same card as the desktop's panel.
          <ProfileCard onDone={() => setOpen(false)} />
        ) : status === 'out' ? (
          <>
            <ButtonLink to="/login" variant="secondary">
              {t('account.login')}
            </ButtonLink>
            <ButtonLink to="/signup" variant="ghost">
              {t('account.register')}
            </ButtonLink>
          </>
        ) : null}
      </section>
      <div role="group" aria-label={t('language.menu')} className="mt-auto flex gap-2 pt-6">
        {LOCALES.map((code) => (
          <Button
            key={code}
            variant={code === language ? 'primary' : 'secondary'}
            lang={code}
            aria-pressed={code === language}
            onPress={() => void chooseLanguage(texts, code)}
            className="flex-1 !px-2 text-sm"
          >
            <Flag country={LANGUAGE_COUNTRY[code]} />
            {t(`language.names.${code}`)}
          </Button>
        ))}
      </div>
    </Modal>
  );
}

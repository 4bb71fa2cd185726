import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderMenu } from '../state/app-actors.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { CartMenu } from './CartMenu.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { NAV_LINKS } from './nav-links.ts';

// The phone's overlays (react-aria's modal code with them) load when one first opens.
const MobileNavigation = lazy(() => import('./MobileNavigation.tsx').then((m) => ({ default: m.MobileNavigation })));
const AuthModal = lazy(() => import('./AuthModal.tsx').then((m) => ({ default: m.AuthModal })));

const navLink =
  'rounded-full px-4 py-2 text-[0.95rem] font-medium text-olive-900 hover:bg-olive-100 [&.active]:bg-olive-100 [&.active]:text-olive-950';

/** The fixed header: a pill bar on desktop, a compact bar with a hamburger on smaller screens. */
export function Header() {
  const { t } = useTranslation();
  const [navigationOpen, setNavigationOpen] = useHeaderMenu('navigation');
  const [accountOpen] = useHeaderMenu('account');
  // The desktop bar from the lg breakpoint (1024 px), the phone's below: CSS shows the right one from
  // the first paint; once the page runs, only that one stays, so each menu exists once.
  const desktop = useMediaQuery('(min-width: 1024px)');
  return (
    <header className="fixed inset-x-0 top-0 z-40">
      {desktop !== false && (
        <div className="hidden h-20 items-center px-6 lg:flex">
          <div className="mx-auto flex w-full max-w-6xl items-center gap-4 rounded-full border border-olive-100/80 bg-white/90 py-2 ps-6 pe-2 shadow-[0_8px_30px_rgb(47_63_20/0.10)] backdrop-blur">
            <Logo />
            <nav aria-label={t('a11y.mainNavigation')} className="mx-auto">
              <ul className="flex items-center gap-1">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={navLink} activeOptions={{ exact: link.to === '/', includeSearch: false }}>
                      {t(link.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex items-center gap-1">
              <LanguageMenu />
              <AccountMenu />
              <CartMenu />
              <ButtonLink to="/shop" className="ms-2">
                {t('nav.cta')}
              </ButtonLink>
            </div>
          </div>
        </div>
      )}
      {desktop !== true && (
        <>
          <div className="flex h-[46px] items-center gap-1 border-b border-olive-100 bg-white/95 px-1.5 backdrop-blur lg:hidden">
            <Button variant="icon" aria-label={t('nav.openMenu')} aria-haspopup="dialog" aria-expanded={navigationOpen} onPress={() => setNavigationOpen(true)} className="size-10">
              <MenuIcon />
            </Button>
            <div className="mx-auto">
              <Logo compact />
            </div>
            <CartMenu />
          </div>
          <Suspense fallback={null}>
            {navigationOpen && <MobileNavigation />}
            {accountOpen && <AuthModal />}
          </Suspense>
        </>
      )}
    </header>
  );
}

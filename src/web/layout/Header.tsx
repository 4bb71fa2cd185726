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

/**
 * The fixed header, one bar for every screen: a pill on a desktop (from the lg breakpoint, 1024 px),
 * a compact bar with a hamburger below it. CSS alone places and shows its parts, so each menu exists
 * once and the server's HTML is the same for a phone and a desktop.
 */
export function Header() {
  const { t } = useTranslation();
  const [navigationOpen, setNavigationOpen] = useHeaderMenu('navigation');
  const [accountOpen] = useHeaderMenu('account');
  // The account menu is a panel under its button on a desktop; on a phone, where that button is not
  // shown, it opens as a modal (known once the page runs: nothing is open before).
  const desktop = useMediaQuery('(min-width: 1024px)');
  return (
    <header className="fixed inset-x-0 top-0 z-40 lg:flex lg:h-20 lg:items-center lg:px-6">
      <div className="flex h-[46px] items-center gap-1 border-b border-olive-100 bg-white/95 px-1.5 backdrop-blur lg:mx-auto lg:h-auto lg:w-full lg:max-w-6xl lg:gap-4 lg:rounded-full lg:border lg:border-olive-100/80 lg:bg-white/90 lg:py-2 lg:ps-6 lg:pe-2 lg:shadow-[0_8px_30px_rgb(47_63_20/0.10)]">
        <Button variant="icon" aria-label={t('nav.openMenu')} aria-haspopup="dialog" aria-expanded={navigationOpen} onPress={() => setNavigationOpen(true)} className="size-10 lg:hidden">
          <MenuIcon />
        </Button>
        <div className="mx-auto lg:mx-0">
          <Logo compact="below-lg" />
        </div>
        <nav aria-label={t('a11y.mainNavigation')} className="mx-auto max-lg:hidden">
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
          <div className="contents max-lg:hidden">
            <LanguageMenu />
            <AccountMenu asPanel={desktop !== false} />
          </div>
          <CartMenu />
          <ButtonLink to="/shop" className="ms-2 max-lg:hidden">
            {t('nav.cta')}
          </ButtonLink>
        </div>
      </div>
      <Suspense fallback={null}>
        {navigationOpen && <MobileNavigation />}
        {accountOpen && desktop === false && <AuthModal />}
      </Suspense>
    </header>
  );
}

import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '../../domain/locale.ts';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { Toaster } from '../layout/Toaster.tsx';
import type { RouterContext } from '../router.ts';
import { useAppActors } from '../state/app-actors.tsx';
import { HydrateLater } from '../ui/hydrate-later.tsx';

const ARIA_LOCALE: Record<Locale, string> = { fr: 'fr-MA', en: 'en-GB', ar: 'ar-MA' };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  notFoundComponent: NotFoundPage,
});

function Layout() {
  const { t, i18n } = useTranslation();
  const { headerMenus } = useAppActors();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    headerMenus.send({ type: 'ROUTE_CHANGED' });
  }, [pathname, headerMenus]);
  // The footer is hidden on any path starting with /checkout (spec section 2).
  const showFooter = !pathname.startsWith('/checkout');
  // react-aria's widgets (sliders, menus, popovers) take their direction and formats from here.
  return (
    <I18nProvider locale={ARIA_LOCALE[isLocale(i18n.language) ? i18n.language : 'fr']}>
      <a
        href="#main"
        className="fixed start-3 top-3 z-[70] -translate-y-24 rounded-full bg-olive-900 px-4 py-2 text-cream-50 focus:translate-y-0"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[70vh] pt-[46px] outline-none lg:pt-20">
        <Outlet />
      </main>
      {showFooter && (
        <HydrateLater>
          <Footer />
        </HydrateLater>
      )}
      <Toaster />
    </I18nProvider>
  );
}

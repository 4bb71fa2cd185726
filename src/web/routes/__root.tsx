import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { Toaster } from '../layout/Toaster.tsx';
import type { RouterContext } from '../router.ts';
import { useAppActors } from '../state/app-actors.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  notFoundComponent: NotFoundPage,
});

function Layout() {
  const { t } = useTranslation();
  const { headerMenus } = useAppActors();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    headerMenus.send({ type: 'ROUTE_CHANGED' });
  }, [pathname, headerMenus]);
  // The footer is hidden on any path starting with /checkout (spec section 2).
  const showFooter = !pathname.startsWith('/checkout');
  return (
    <>
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
      {showFooter && <Footer />}
      <Toaster />
    </>
  );
}

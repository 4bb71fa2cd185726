import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import { memo, type ReactNode, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/locale.ts';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { useLanguage } from '../i18n/use-language.ts';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { Toaster } from '../layout/Toaster.tsx';
import type { RouterContext } from '../router.ts';
import { Deferred } from '../ui/Deferred.tsx';
import { useAppActors } from '../state/app-actors.tsx';

// French as written in France: fr-MA groups thousands with a dot ("25.000"), which a French reader
// takes for a decimal; react-aria formats the sliders' values with it.
const ARIA_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MA' };

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { name: 'theme-color', content: '#2f3f14' }],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: Document,
  component: Layout,
  notFoundComponent: NotFoundPage,
});

/** The whole document, rendered by React on the server and hydrated in the browser: language and direction come with it. */
function Document({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  return (
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className={lang === 'ar' ? 'lang-ar' : undefined}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function Layout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { headerMenus } = useAppActors();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    headerMenus.send({ type: 'ROUTE_CHANGED' });
  }, [pathname, headerMenus]);
  // The footer is hidden on any path starting with /checkout (spec section 2).
  const showFooter = !pathname.startsWith('/checkout');
  // react-aria's widgets (sliders, menus, popovers) take their direction and formats from here.
  return (
    <I18nProvider locale={ARIA_LOCALE[lang]}>
      <a
        href="#main"
        className="fixed start-3 top-3 z-[70] -translate-y-24 rounded-full bg-olive-900 px-4 py-2 text-cream-50 focus:translate-y-0"
      >
        {t('a11y.skipToContent')}
      </a>
      {/* Its menus' widgets render once more right after they hydrate (react-aria's useLocale reads
          whether React hydrates): in a commit of their own, not the page's. */}
      <Deferred hydrate="apart">
        <Header />
      </Deferred>
      <main id="main" tabIndex={-1} className="min-h-[70vh] pt-[46px] outline-none lg:pt-20">
        <Outlet />
      </main>
      {showFooter && (
        <FooterWhenNear />
      )}
      <Toaster />
    </I18nProvider>
  );
}

/** The footer hydrates as it comes near the screen; memoized, so the layout's updates do not reach it. */
const FooterWhenNear = memo(function FooterWhenNear() {
  return (
    <Deferred hydrate="near">
      <Footer />
    </Deferred>
  );
});

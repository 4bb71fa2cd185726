import './admin.css';
import { type AnyRoute, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '../../domain/locale.ts';
import { createAdminApi } from './api.ts';
import { AdminContext, type AdminContextValue } from './context.tsx';
import { createAdminI18n, keepLanguage, loadTexts, useAdminText } from './i18n/index.ts';
import { type AdminRouter, createAdminRouter } from './router.tsx';
import { navigateTo } from './root-routes.tsx';
import { createStaffSession } from './session.ts';

/** React Aria's links and its widgets' language (digits, direction) follow the router and the texts. */
function AdminApp({ router }: { router: AdminRouter }) {
  const { intl } = useAdminText();
  useEffect(() => {
    // The browser tests wait for this, as they do on the shop's pages.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <I18nProvider locale={intl}>
      <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>
        <RouterProvider router={router} />
      </AriaRouterProvider>
    </I18nProvider>
  );
}

/** The back office, rendered in the browser: its texts (the page's language's alone), the staff session of this tab, the API and the router. */
async function start() {
  const html = document.documentElement;
  const lang = isLocale(html.lang) ? html.lang : DEFAULT_LOCALE;
  const i18n = createAdminI18n(lang);
  const texts = loadTexts(i18n, lang);
  // The language the page came in (?lang= or the saved choice) stays the choice for the next screens.
  keepLanguage(lang);
  const session = createStaffSession();
  const api = createAdminApi(session, () => void navigateTo(router, '/admin/login', { expired: true, next: window.location.pathname + window.location.search }));
  const context: AdminContextValue = { api, session, i18n };
  const router = createAdminRouter(context);
  // The screen's code is fetched with the texts, not after them.
  for (const match of router.matchRoutes(router.state.location)) void router.loadRouteChunk((router.routesById as Record<string, AnyRoute>)[match.routeId]!);
  await texts;
  createRoot(document.getElementById('admin')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AdminContext.Provider value={context}>
          <AdminApp router={router} />
        </AdminContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();

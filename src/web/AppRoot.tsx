import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type AppActors, AppActorsProvider } from './state/app-actors.tsx';
import { StartInBrowser } from './state/start-in-browser.tsx';

/**
 * The providers around the router, as the server renders the page (ssr/render-page.tsx) and as the
 * browser hydrates it (main.tsx): this render's own i18next instance and actors.
 */
export function AppRoot({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={actors.i18n}>
        <AppActorsProvider actors={actors}>
          {children}
          <StartInBrowser actors={actors} />
        </AppActorsProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { TextsProvider } from './i18n/use-translation.tsx';
import { type AppActors, AppActorsProvider } from './state/app-actors.tsx';
import { StartInBrowser } from './state/start-in-browser.tsx';

/**
 * The providers around the router, as the server renders the page (ssr/render-page.tsx) and as the
 * browser hydrates it (main.tsx): this render's own i18next instance and actors.
 */
export function AppRoot({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return (
    <StrictMode>
      <TextsProvider i18n={actors.i18n}>
        <AppActorsProvider actors={actors}>
          {children}
          <StartInBrowser actors={actors} />
        </AppActorsProvider>
      </TextsProvider>
    </StrictMode>
  );
}

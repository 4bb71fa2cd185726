import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { createAppRouter } from './router.ts';
import { type AppActors, AppActorsProvider } from './state/app-actors.tsx';

/** The whole app, as the browser runs it (main.tsx) and as the server draws a first screen (ssr/). */
export function AppRoot({ i18n, actors, router }: { i18n: I18n; actors: AppActors; router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppActorsProvider actors={actors}>
          <RouterProvider router={router} />
        </AppActorsProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Api } from './api/client.ts';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  api: Api;
}

/**
 * The app's router. The server renders with a memory history of the page asked for, and without
 * scroll restoration, whose script it would write inline (our CSP runs no inline script).
 */
export function createAppRouter(context: RouterContext, onServer?: { history: RouterHistory; onError: (error: unknown) => void }) {
  return createRouter({
    routeTree,
    context,
    history: onServer?.history,
    defaultPreload: 'intent',
    scrollRestoration: !onServer,
    defaultPendingMs: 300,
    // On the server, a part that fails is reported, not drawn as an error page (render-page.ts).
    defaultOnCatch: onServer?.onError,
    disableGlobalCatchBoundary: Boolean(onServer),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import { createRouter } from '@tanstack/react-router';
import type { Api } from './api/client.ts';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  api: Api;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingMs: 300,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import { createRouter } from '@tanstack/react-router';
import type { AdminRouterContext } from './root-routes.tsx';
import { routeTree } from './routes.ts';
import { ScreenError } from './screens/ScreenError.tsx';
import { ScreenPending } from './screens/ScreenPending.tsx';

/** The back office's router (code-based: a tree of its own, apart from the shop's file routes), one per tab. */
export function createAdminRouter(context: AdminRouterContext) {
  return createRouter({ routeTree, context, defaultPendingMs: 300, defaultPreload: 'intent', scrollRestoration: true, defaultErrorComponent: ScreenError, defaultPendingComponent: ScreenPending });
}

export type AdminRouter = ReturnType<typeof createAdminRouter>;

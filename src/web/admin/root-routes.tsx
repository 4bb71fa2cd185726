import { createRootRouteWithContext, createRoute, Outlet, redirect, useRouter } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { AdminApi } from './api.ts';
import { Shell } from './layout/Shell.tsx';
import type { AdminRouter } from './router.tsx';
import type { StaffSession } from './session.ts';
import { NotFound } from './screens/NotFound.tsx';
import { ScreenError } from './screens/ScreenError.tsx';

export interface AdminRouterContext {
  api: AdminApi;
  session: StaffSession;
  i18n: I18n;
}

/** The back office's router (the shop's is the one registered with TanStack Router's types). */
export const useAdminRouter = () => useRouter() as unknown as AdminRouter;

/**
 * Goes to a screen of the back office with its search params. TanStack Router types `navigate` by the
 * registered router, the shop's: the back office's addresses are checked by its routes'
 * validateSearch instead.
 */
export function navigateTo(router: AdminRouter, to: `/admin${string}`, search: object = {}): Promise<void> {
  return router.navigate({ to, search } as never);
}

/** navigateTo for a component. */
export function useNavigateTo() {
  const router = useAdminRouter();
  return (to: `/admin${string}`, search: object = {}) => navigateTo(router, to, search);
}

export const rootRoute = createRootRouteWithContext<AdminRouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: ScreenError,
});

/** Every screen but sign-in's: only for a signed-in staff member, under the header and navigation. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ context, location }) => {
    if (!context.session.token()) throw redirect({ href: `/admin/login?next=${encodeURIComponent(location.href)}` });
  },
  component: Shell,
});

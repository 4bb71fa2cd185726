import { createRoute, createRouter, redirect } from '@tanstack/react-router';
import { type AdminRouterContext, rootRoute, signedInRoute } from './root-routes.tsx';
import { acceptInviteRoute } from './screens/AcceptInvite.tsx';
import { auditRoute } from './screens/Audit.tsx';
import { cashRoute } from './screens/cash/CashScreen.tsx';
import { catalogueRoute } from './screens/Catalogue.tsx';
import { confirmRoute } from './screens/Confirm.tsx';
import { couriersRoute } from './screens/Couriers.tsx';
import { dashboardRoute } from './screens/dashboard/DashboardScreen.tsx';
import { ScreenError } from './screens/ScreenError.tsx';
import { ScreenPending } from './screens/ScreenPending.tsx';
import { leadsRoute } from './screens/Leads.tsx';
import { reviewsRoute } from './screens/Reviews.tsx';
import { orderRoute } from './screens/Order.tsx';
import { ordersRoute } from './screens/Orders.tsx';
import { signInRoute } from './screens/SignIn.tsx';
import { slipsRoute } from './screens/Slips.tsx';
import { staffRoute } from './screens/Staff.tsx';

const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin',
  // Owners start with how the shop goes, staff with the calls to make.
  beforeLoad: ({ context }) => {
    throw redirect({ href: context.session.staff()?.role === 'owner' ? '/admin/dashboard' : '/admin/confirm' });
  },
});

const routeTree = rootRoute.addChildren([
  signInRoute,
  acceptInviteRoute,
  signedInRoute.addChildren([homeRoute, dashboardRoute, confirmRoute, ordersRoute, orderRoute, slipsRoute, catalogueRoute, couriersRoute, cashRoute, leadsRoute, reviewsRoute, staffRoute, auditRoute]),
]);

/** The back office's router (code-based: a tree of its own, apart from the shop's file routes), one per tab. */
export function createAdminRouter(context: AdminRouterContext) {
  return createRouter({ routeTree, context, defaultPendingMs: 300, defaultPreload: 'intent', scrollRestoration: true, defaultErrorComponent: ScreenError, defaultPendingComponent: ScreenPending });
}

export type AdminRouter = ReturnType<typeof createAdminRouter>;

import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute, signedInRoute } from './root-routes.tsx';
import { acceptInviteSearch, leadsSearch, ORDERS_PAGE_SIZE, ordersSearch, pageSearch, REVIEWS_PAGE_SIZE, reviewsSearch, signInSearch, slipsSearch } from './search.ts';

// The back office's screens: their addresses and the data each reads, here; each screen's code is a
// chunk of its own, fetched with its data (so /admin/confirm on a phone loads the queue's code alone).

const pageLang = (language: string) => (language === 'ar' || language === 'en' ? language : 'fr');

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  validateSearch: signInSearch,
  component: lazyRouteComponent(() => import('./screens/SignIn.tsx'), 'SignIn'),
});

export const acceptInviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/accept-invite',
  validateSearch: acceptInviteSearch,
  component: lazyRouteComponent(() => import('./screens/AcceptInvite.tsx'), 'AcceptInvite'),
});

export const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin',
  // Owners start with how the shop goes, staff with the calls to make.
  beforeLoad: ({ context }) => {
    throw redirect({ href: context.session.staff()?.role === 'owner' ? '/admin/dashboard' : '/admin/confirm' });
  },
});

export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/dashboard',
  beforeLoad: ({ context }) => {
    if (context.session.staff()?.role !== 'owner') throw redirect({ href: '/admin/confirm' });
  },
  loader: async ({ context }) => await context.api.getDashboard(pageLang(context.i18n.language)),
  component: lazyRouteComponent(() => import('./screens/dashboard/DashboardScreen.tsx'), 'DashboardScreen'),
});

export const confirmRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/confirm',
  loader: async ({ context }) => ({ ...(await context.api.listConfirmations(pageLang(context.i18n.language))), readAt: Date.now() }),
  component: lazyRouteComponent(() => import('./screens/Confirm.tsx'), 'ConfirmScreen'),
});

export const ordersRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/orders',
  validateSearch: ordersSearch,
  // Only this screen's params (the address may carry others, such as ?lang=).
  loaderDeps: ({ search }) => ordersSearch(search),
  loader: async ({ context, deps }) => {
    const [orders, methods] = await Promise.all([context.api.listOrders(deps, ORDERS_PAGE_SIZE), context.api.deliveryMethods(pageLang(context.i18n.language))]);
    return { ...orders, deliveryMethods: methods.map((method) => ({ id: method._id, label: method.name })) };
  },
  component: lazyRouteComponent(() => import('./screens/Orders.tsx'), 'Orders'),
});

export const orderRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/orders/$orderId',
  // The couriers with the order: shipping offers them at once.
  loader: async ({ context, params }) => {
    const [order, couriers] = await Promise.all([context.api.getOrder(params.orderId), context.api.listCouriers()]);
    return { ...order, couriers: couriers.filter((courier) => courier.active) };
  },
  component: lazyRouteComponent(() => import('./screens/Order.tsx'), 'OrderScreen'),
});

export const slipsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/slips',
  validateSearch: slipsSearch,
  loaderDeps: ({ search }) => slipsSearch(search),
  loader: async ({ context, deps }) => await Promise.all((deps.ids?.split(',') ?? []).map(async (id) => (await context.api.getOrder(id)).order)),
  component: lazyRouteComponent(() => import('./screens/Slips.tsx'), 'Slips'),
});

export const catalogueRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/catalogue',
  loader: async ({ context }) => await context.api.listProducts(),
  component: lazyRouteComponent(() => import('./screens/Catalogue.tsx'), 'Catalogue'),
});

export const couriersRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/couriers',
  loader: async ({ context }) => await context.api.listCouriers(),
  component: lazyRouteComponent(() => import('./screens/Couriers.tsx'), 'Couriers'),
});

export const cashRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/cash',
  loader: async ({ context }) => await context.api.listCashHandovers(),
  component: lazyRouteComponent(() => import('./screens/cash/CashScreen.tsx'), 'CashScreen'),
});

export const leadsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/leads',
  validateSearch: leadsSearch,
  // Only this screen's params (the address may carry others, such as ?lang=).
  loaderDeps: ({ search }) => leadsSearch(search),
  loader: async ({ context, deps }) => await context.api.listLeads(deps.kind ?? 'catalogue-requests', deps.page ?? 1, 50),
  component: lazyRouteComponent(() => import('./screens/Leads.tsx'), 'Leads'),
});

export const reviewsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/reviews',
  validateSearch: reviewsSearch,
  loaderDeps: ({ search }) => reviewsSearch(search),
  loader: async ({ context, deps }) => await context.api.listReviews(deps.status, deps.page ?? 1, REVIEWS_PAGE_SIZE),
  component: lazyRouteComponent(() => import('./screens/Reviews.tsx'), 'Reviews'),
});

/** Owners only (the API answers 403 to others): null for the others, who are told so. */
export const staffRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/staff',
  loader: async ({ context }) => (context.session.staff()?.role === 'owner' ? await context.api.listStaff() : null),
  component: lazyRouteComponent(() => import('./screens/Staff.tsx'), 'Staff'),
});

/** What staff did, newest first, a page at a time; owners only (null for the others). */
export const auditRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/audit',
  validateSearch: pageSearch,
  // Only this screen's params (the address may carry others, such as ?lang=).
  loaderDeps: ({ search }) => pageSearch(search),
  loader: async ({ context, deps }) => (context.session.staff()?.role === 'owner' ? await context.api.listAudit(deps.page ?? 1, 50) : null),
  component: lazyRouteComponent(() => import('./screens/Audit.tsx'), 'Audit'),
});

export const routeTree = rootRoute.addChildren([
  signInRoute,
  acceptInviteRoute,
  signedInRoute.addChildren([homeRoute, dashboardRoute, confirmRoute, ordersRoute, orderRoute, slipsRoute, catalogueRoute, couriersRoute, cashRoute, leadsRoute, reviewsRoute, staffRoute, auditRoute]),
]);

import { EventSource } from 'eventsource';
import type { components, operations } from '../../../openapi/schema.d.ts';
import { createApi, unwrap } from '../api/client.ts';
import { type ApiError, apiErrorFromBody } from '../api/errors.ts';
import type { StaffSession } from './session.ts';

type OrdersQuery = NonNullable<operations['adminListOrders']['parameters']['query']>;
export type ReviewStatus = components['schemas']['ReviewStatus'];
export type LeadKind = operations['adminListLeads']['parameters']['path']['kind'];
type OrderAction = components['schemas']['StaffOrderAction'];
type VariantUpdate = components['schemas']['AdminVariantUpdate'];
type AdminProduct = components['schemas']['AdminProduct'];
type ConfirmationCall = components['schemas']['ConfirmationCall'];
type DeliveryBody = NonNullable<operations['adminRecordDelivery']['requestBody']>['content']['application/json'];

/**
 * The back office's calls, one named function each, over the shop's openapi-fetch client (same
 * middleware, timeout and errors) with the staff session's bearer token, never the customer's. A 401
 * on a signed-in call ends the session (expired or revoked): the app goes back to sign-in. Screens
 * call these; only this file calls the client (eslint refuses `api.GET` and the like elsewhere).
 */
export function createAdminApi(session: StaffSession, onExpired: () => void) {
  const client = createApi({ accessToken: session.token });
  client.use({
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('authorization')) {
        session.signedOut();
        onExpired();
      }
      return response;
    },
  });
  return {
    /** Sends the sign-in code to a staff member whose password matches. */
    logIn: async (email: string, password: string) => void unwrap(await client.POST('/admin/auth/login', { body: { email, password } })),
    /** The mailed code for a session. */
    verifyCode: async (email: string, code: string) => unwrap(await client.POST('/admin/auth/verify', { body: { email, code } })).data,
    acceptInvite: async (email: string, code: string, password: string) => unwrap(await client.POST('/admin/auth/accept-invite', { body: { email, code, password } })).data,
    /** Ends the session on the server; a failure is ignored (the browser forgets the session anyway). */
    logOut: async () => void (await client.POST('/admin/auth/logout').catch(() => undefined)),

    listOrders: async (filters: Omit<OrdersQuery, 'pageSize'>, pageSize: number) => unwrap(await client.GET('/admin/orders', { params: { query: { ...filters, pageSize } } })).data,
    getOrder: async (orderId: string) => unwrap(await client.GET('/admin/orders/{orderId}', { params: { path: { orderId } } })).data,
    /** Moves an order through its fulfilment; 409 when another staff member moved it first. */
    actOnOrder: async (orderId: string, action: OrderAction, shipment?: { courierId: string; trackingNumber?: string }) =>
      unwrap(await client.POST('/admin/orders/{orderId}/actions', { params: { path: { orderId } }, body: { action, ...shipment } })).data,
    /** What became of a shipped parcel: delivered (a cash order with the cash collected), a failed attempt, refused, back. */
    recordDelivery: async (orderId: string, body: DeliveryBody) => unwrap(await client.POST('/admin/orders/{orderId}/delivery', { params: { path: { orderId } }, body })).data,
    listCouriers: async () => unwrap(await client.GET('/admin/couriers')).data.couriers,
    addCourier: async (name: string) => unwrap(await client.POST('/admin/couriers', { body: { name } })).data.courier,
    updateCourier: async (courierId: string, change: { name?: string; active?: boolean }) => unwrap(await client.PATCH('/admin/couriers/{courierId}', { params: { path: { courierId } }, body: change })).data.courier,
    /** What each courier holds and handed over, the deliveries whose cash is still out, the latest handovers. */
    listCashHandovers: async () => unwrap(await client.GET('/admin/cash-handovers')).data,
    /** Cash a courier handed over for some delivered orders; 409 when a colleague recorded one of them first. */
    recordCashHandover: async (handover: { courierId: string; orderIds: string[]; received: number; note?: string }) =>
      unwrap(await client.POST('/admin/cash-handovers', { body: handover })).data.handover,
    /** A note on an order, kept with who wrote it; the order comes back with its notes. */
    addOrderNote: async (orderId: string, text: string) => unwrap(await client.POST('/admin/orders/{orderId}/notes', { params: { path: { orderId } }, body: { text } })).data,
    /** Refuses cash on delivery to a number (any spelling), or offers it again. */
    refuseCash: async (phone: string, reason?: string) =>
      unwrap(await client.PUT('/admin/cash-refusals/{phone}', { params: { path: { phone } }, body: reason ? { reason } : {} })).data.refusal,
    allowCash: async (phone: string) => unwrap(await client.DELETE('/admin/cash-refusals/{phone}', { params: { path: { phone } } })).data.refusal,
    /** The owners' figures, product titles and cities in `lang`. */
    getDashboard: async (lang: 'fr' | 'en' | 'ar') => unwrap(await client.GET('/admin/dashboard', { params: { query: { lang } } })).data,
    /** Cash orders awaiting their confirmation call, due soonest first, product titles in `lang`. */
    listConfirmations: async (lang: 'fr' | 'en' | 'ar') => unwrap(await client.GET('/admin/confirmations', { params: { query: { lang, pageSize: 100 } } })).data,
    /**
     * Calls `onChange` with the confirmation queue's counts now and each time the orders change
     * (adminEvents, server-sent events read with the staff token; the library reconnects). Returns
     * what closes the stream.
     */
    watchOrders(onChange: (counts: { total: number; due: number }) => void): () => void {
      const token = session.token();
      const events = new EventSource(new URL('/api/admin/events', window.location.origin), {
        fetch: (url, init) => fetch(url, { ...init, headers: { ...init.headers, ...(token && { authorization: `Bearer ${token}` }) } }),
      });
      events.addEventListener('orders', (event) => onChange(JSON.parse(event.data) as { total: number; due: number }));
      return () => events.close();
    },
    /** Records a confirmation call; 409 when the order no longer awaits one (a colleague called first). */
    recordCall: async (orderId: string, call: ConfirmationCall) => unwrap(await client.POST('/admin/orders/{orderId}/calls', { params: { path: { orderId } }, body: call })).data,
    /** The shop's delivery methods, named in `lang`, for the orders' filter. */
    deliveryMethods: async (lang: 'fr' | 'en' | 'ar') => unwrap(await client.GET('/checkout/delivery-methods', { params: { query: { lang } } })).data,

    listProducts: async () => unwrap(await client.GET('/admin/products')).data.products,
    setProductFlag: async (productId: string, flag: 'featured' | 'published', on: boolean) =>
      unwrap(await client.PATCH('/admin/products/{productId}', { params: { path: { productId } }, body: { [flag]: on } })).data.product,
    /** A size's price, struck-through price or stock. A refusal names the fields the server refused (`price`, …). */
    async updateVariant(variantId: string, body: VariantUpdate): Promise<{ product: AdminProduct } | { refused: string[]; error: ApiError }> {
      const result = await client.PATCH('/admin/variants/{variantId}', { params: { path: { variantId } }, body });
      if (result.data) return { product: result.data.data.product };
      const details = (result.error && 'details' in result.error ? result.error.details : undefined) ?? [];
      return { refused: details.map(({ field }) => field.replace(/^body\./, '')), error: apiErrorFromBody(result.response.status, result.error) };
    },

    listLeads: async (kind: LeadKind, page: number, pageSize: number) => unwrap(await client.GET('/admin/leads/{kind}', { params: { path: { kind }, query: { page, pageSize } } })).data,
    /** The CSV of one kind of lead, with the file name the server gives it. */
    async exportLeads(kind: LeadKind): Promise<{ name: string; csv: Blob }> {
      const result = await client.GET('/admin/leads/{kind}/export', { params: { path: { kind } }, parseAs: 'blob' });
      if (!result.response.ok || !result.data) throw apiErrorFromBody(result.response.status, result.error);
      const name = /filename="([^"]+)"/.exec(result.response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
      return { name, csv: result.data as Blob };
    },

    /** Reviews for moderation: of one status, or all with those waiting first. */
    listReviews: async (status: ReviewStatus | undefined, page: number, pageSize: number) =>
      unwrap(await client.GET('/admin/reviews', { params: { query: { ...(status ? { status } : {}), page, pageSize } } })).data,
    moderateReview: async (reviewId: string, decision: 'approve' | 'hide', reason?: string) =>
      unwrap(await client.POST('/admin/reviews/{reviewId}/moderation', { params: { path: { reviewId } }, body: { decision, ...(reason ? { reason } : {}) } })).data.review,
    listStaff: async () => unwrap(await client.GET('/admin/staff')).data.staff,
    inviteStaff: async (email: string, role: components['schemas']['StaffRole']) => unwrap(await client.POST('/admin/staff', { body: { email, role } })).data.staff,
    disableStaff: async (staffId: string) => unwrap(await client.POST('/admin/staff/{staffId}/disable', { params: { path: { staffId } } })).data.staff,
    enableStaff: async (staffId: string) => unwrap(await client.POST('/admin/staff/{staffId}/enable', { params: { path: { staffId } } })).data.staff,
    listAudit: async (page: number, pageSize: number) => unwrap(await client.GET('/admin/audit', { params: { query: { page, pageSize } } })).data,
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

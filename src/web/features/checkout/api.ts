import type { Locale } from '../../../domain/locale.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { type Api, unwrap } from '../../api/client.ts';

type OrderCreateRequest = components['schemas']['OrderCreateRequest'];

// Checkout's calls: placing an order, reading one. (What the shop offers, read by the route's loader in
// the first bundle, is in options/api.ts.)

/**
 * Places an order (see order-request.ts). One `idempotencyKey` per checkout: a submit sent twice (a
 * retry, a double press) makes one order. The server prices it again; nothing sent is a price.
 */
export const placeOrder = async (api: Api, body: OrderCreateRequest, options: { idempotencyKey: string; lang: Locale }) =>
  unwrap(await api.POST('/orders', { params: { query: { lang: options.lang }, header: { 'Idempotency-Key': options.idempotencyKey } }, body })).data.order;

/** One of the shopper's orders (reading it also has the server ask the card provider how its payment went). */
export const getOrder = async (api: Api, orderId: string, lang: Locale) => unwrap(await api.GET('/orders/{orderId}', { params: { path: { orderId }, query: { lang } } })).data.order;

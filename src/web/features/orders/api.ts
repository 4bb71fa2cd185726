import type { Locale } from '../../../domain/locale.ts';
import { type Api, unwrap } from '../../api/client.ts';

// The calls of an order's own page and the payments page (issue 47); the list of orders is features/account/api.ts's.

/** One of the shopper's orders with its timeline (404 for anyone else's). */
export const getMyOrder = async (api: Api, orderId: string, lang: Locale) => unwrap(await api.GET('/orders/{orderId}', { params: { path: { orderId }, query: { lang } } })).data;

/** The order's lines into the cart at today's prices: what became of each line. */
export const orderAgain = async (api: Api, orderId: string, lang: Locale) => unwrap(await api.POST('/orders/{orderId}/reorder', { params: { path: { orderId }, query: { lang } } })).data.lines;

/** Cancels the shopper's order while it awaits confirmation: the order and its timeline, cancelled. */
export const cancelMyOrder = async (api: Api, orderId: string, lang: Locale) => unwrap(await api.POST('/orders/{orderId}/cancel', { params: { path: { orderId }, query: { lang } } })).data;

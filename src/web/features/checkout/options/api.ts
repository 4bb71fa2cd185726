import type { Locale } from '../../../../domain/locale.ts';
import { type Api, unwrap } from '../../../api/client.ts';

// What the shop offers; undefined when the server gives an error answer (no answer at all throws).

/** Whether the shop takes orders online. */
export const checkoutEnabled = async (api: Api) => (await api.GET('/checkout/status')).data?.data.enabled;

/** The payment methods; with the order's phone, cash on delivery is off when staff refuse it to that number. */
export const paymentMethods = async (api: Api, phone?: string) => (await api.GET('/checkout/payment-methods', { params: { query: phone ? { phone } : {} } })).data?.data;

/** The seller's identity, for the invoice. */
export const seller = async (api: Api, lang: Locale) => (await api.GET('/checkout/seller', { params: { query: { lang } } })).data?.data;

export const deliveryMethods = async (api: Api, lang: Locale) => unwrap(await api.GET('/checkout/delivery-methods', { params: { query: { lang } } })).data;

/** The banks a transfer can go to. */
export const banks = async (api: Api) => unwrap(await api.GET('/checkout/banks')).data;

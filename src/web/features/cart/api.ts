import { type Api, unwrap } from '../../api/client.ts';
import type { Locale } from '../../../domain/locale.ts';

// The cart's calls. Each answers the whole cart as it now is, its texts in `lang`.
const query = (lang: Locale) => ({ query: { lang } });

export const fetchCart = async (api: Api, lang: Locale) => unwrap(await api.GET('/cart', { params: query(lang) })).data.cart;

export const addToCart = async (api: Api, lang: Locale, item: { productId: string; variantId: string; quantity: number }) =>
  unwrap(await api.POST('/cart/items', { params: query(lang), body: item })).data.cart;

export const setCartQuantity = async (api: Api, lang: Locale, itemId: string, quantity: number) =>
  unwrap(await api.PUT('/cart/items/{itemId}', { params: { path: { itemId }, ...query(lang) }, body: { quantity } })).data.cart;

export const removeFromCart = async (api: Api, lang: Locale, itemId: string) =>
  unwrap(await api.DELETE('/cart/items/{itemId}', { params: { path: { itemId }, ...query(lang) } })).data.cart;

export const clearCart = async (api: Api, lang: Locale) => unwrap(await api.DELETE('/cart', { params: query(lang) })).data.cart;

/** After sign-in: the guest's cart (`guestId`) joins the account's. */
export const mergeGuestCart = async (api: Api, lang: Locale, guestId: string | null | undefined) =>
  unwrap(await api.POST('/cart/merge', { params: { ...query(lang), header: guestId ? { 'x-guest-session-id': guestId } : {} } })).data.cart;

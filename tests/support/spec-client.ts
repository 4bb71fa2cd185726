/* eslint-disable @typescript-eslint/no-explicit-any -- read by the words of spec section 7, not through our generated types */
import { randomBytes } from 'node:crypto';

/**
 * A client written from spec section 7 alone, not from our contract or our web code: base path /api,
 * every request sends JSON (payload or not), an x-session-id header, a bearer token once logged in,
 * and gives up after 30 s. It is what another team's storefront would send us.
 */
export interface SpecAnswer {
  status: number;
  body: Record<string, any>;
}

export class SpecClient {
  /** The guest's generated session id (our contract asks for a `guest_` prefix and 22+ characters). */
  readonly sessionId = `guest_${randomBytes(18).toString('base64url')}`;
  accessToken: string | undefined;
  refreshToken: string | undefined;

  constructor(private readonly host: string) {}

  async call(method: string, path: string, payload?: unknown, extraHeaders: Record<string, string> = {}): Promise<SpecAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-session-id': this.sessionId, ...extraHeaders };
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    const response = await fetch(`${this.host}/api${path}`, {
      method,
      headers,
      credentials: 'include',
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  }

  /** Keeps the tokens of an answer carrying data.tokens (register, login, refresh). */
  keepTokens(answer: SpecAnswer): SpecAnswer {
    const tokens = answer.body.data?.tokens;
    if (tokens) {
      this.accessToken = tokens.accessToken;
      this.refreshToken = tokens.refreshToken ?? this.refreshToken;
    }
    return answer;
  }

  register(user: { firstName: string; lastName: string; email: string; password: string; phone?: unknown }) {
    return this.call('POST', '/auth/register', user).then((a) => this.keepTokens(a));
  }
  login(email: string, password: string, rememberMe = false) {
    return this.call('POST', '/auth/login', { email, password, rememberMe }).then((a) => this.keepTokens(a));
  }
  refresh() {
    return this.call('POST', '/auth/refresh', { refreshToken: this.refreshToken }).then((a) => this.keepTokens(a));
  }
  async logout() {
    const answer = await this.call('POST', '/auth/logout');
    this.accessToken = undefined;
    this.refreshToken = undefined;
    return answer;
  }
  me = () => this.call('GET', '/auth/me');
  updateMe = (fields: Record<string, unknown>) => this.call('PUT', '/auth/me', fields);

  products = (query = '') => this.call('GET', `/products${query}`);
  product = (id: string) => this.call('GET', `/products/${id}`);
  variants = (id: string) => this.call('GET', `/products/${id}/variants`);
  featured = () => this.call('GET', '/products/featured');
  search = (q: string) => this.call('GET', `/products/search?q=${encodeURIComponent(q)}`);
  categories = () => this.call('GET', '/products/categories');
  brands = () => this.call('GET', '/products/brands');

  cart = () => this.call('GET', '/cart');
  addToCart = (productId: string, variantId: string, quantity = 1) => this.call('POST', '/cart/items', { productId, variantId, quantity });
  updateItem = (id: string, quantity: number) => this.call('PUT', `/cart/items/${id}`, { quantity });
  removeItem = (id: string) => this.call('DELETE', `/cart/items/${id}`);
  clearCart = () => this.call('DELETE', '/cart');
  cartSummary = () => this.call('GET', '/cart/summary');
  /** After login/register: the guest's cart joins the account's, named by x-guest-session-id. */
  mergeCart = () => this.call('POST', '/cart/merge', undefined, { 'x-guest-session-id': this.sessionId });

  catalog = (locale: 'fr' | 'ar' = 'fr') => this.call('GET', `/catalogs/${locale}`);
  order = (payload: unknown) => this.call('POST', '/orders', payload);

  verify = (email: string, code: string) => this.call('POST', '/public/verify', { email, code });
  resendVerification = (email: string) => this.call('POST', '/public/resend-verification', { email });
  forgotPassword = (email: string) => this.call('POST', '/public/forgot-password', { email });
  resetPassword = (email: string, code: string, newPassword: string) => this.call('POST', '/public/reset-password', { email, code, newPassword });
}

import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../openapi/schema.d.ts';
import { API_TIMEOUT_MS, ApiError, apiErrorFromBody, apiErrorFromFailure } from './errors.ts';
import { sessionId } from './session-id.ts';

export interface ApiOptions {
  /** The bearer token of the signed-in customer, if any (the session machine owns it). */
  accessToken?: () => string | null | undefined;
  timeoutMs?: number;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** Every request: JSON, credentials, x-session-id, the bearer token when signed in, a 30 s timeout. */
export function sessionMiddleware(options: ApiOptions): Middleware {
  return {
    onRequest({ request }) {
      const headers = new Headers(request.headers);
      headers.set('x-session-id', sessionId());
      const token = options.accessToken?.();
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
      return new Request(request, {
        headers,
        credentials: 'include',
        signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      });
    },
    onError({ error }) {
      return apiErrorFromFailure(error);
    },
  };
}

export function createApi(options: ApiOptions = {}) {
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? '/api', fetch: options.fetch });
  client.use(sessionMiddleware(options));
  return client;
}

export type Api = ReturnType<typeof createApi>;

/** The data of a successful answer, or the ApiError of a failed one. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  throw result.error instanceof ApiError ? result.error : apiErrorFromBody(result.response.status, result.error);
}

export const api = createApi();

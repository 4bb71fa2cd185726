import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../openapi/schema.d.ts';
import { API_TIMEOUT_MS, ApiError, apiErrorFromBody, apiErrorFromFailure } from './errors.ts';
import { sessionId } from './session-id.ts';

/** What the client needs of the session machine: its token, a fresh one, a new one after a 401. */
export interface SessionBridge {
  accessToken(): string | undefined;
  /** Resolves once the token is fresh (refreshing first if it expires within 5 minutes). */
  ensureFresh(): Promise<void>;
  /** After `refused` got a 401: a new token (refreshing, one refresh at a time), or undefined when signed out. */
  refreshAfterUnauthorized(refused: string): Promise<string | undefined>;
}

export interface ApiOptions {
  session?: SessionBridge;
  /** A bearer token without a session machine (tests). */
  accessToken?: () => string | null | undefined;
  timeoutMs?: number;
  baseUrl?: string;
  fetch?: typeof fetch;
}

const RETRIED = 'x-retried-after-refresh';

/**
 * The caller's signal, plus a timeout (TimeoutError). Made by hand: AbortSignal.any over
 * AbortSignal.timeout can be collected before it fires on some engines (Node 20 among them).
 */
function withTimeout(signal: AbortSignal | null, ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Request timeout', 'TimeoutError')), ms);
  const stop = () => clearTimeout(timer);
  controller.signal.addEventListener('abort', stop, { once: true });
  if (signal) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * Every request: JSON, credentials, x-session-id, the bearer token when signed in, a 30 s timeout.
 * A 401 on a signed-in request is retried once after a successful refresh.
 */
export function sessionMiddleware(options: ApiOptions): Middleware {
  const retryable = new WeakMap<Request, Request>();
  const fetcher = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  return {
    async onRequest({ request }) {
      if (options.session && !request.url.endsWith('/auth/refresh')) await options.session.ensureFresh();
      const headers = new Headers(request.headers);
      headers.set('x-session-id', sessionId());
      const token = options.session?.accessToken() ?? options.accessToken?.();
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      const prepared = new Request(request, { headers, credentials: 'include', signal: withTimeout(request.signal, options.timeoutMs ?? API_TIMEOUT_MS) });
      if (token && options.session) retryable.set(prepared, prepared.clone());
      return prepared;
    },
    async onResponse({ request, response }) {
      const copy = retryable.get(request);
      if (response.status !== 401 || !copy || !options.session || request.headers.has(RETRIED)) return response;
      const token = await options.session.refreshAfterUnauthorized(copy.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
      if (!token) return response;
      const headers = new Headers(copy.headers);
      headers.set('authorization', `Bearer ${token}`);
      headers.set(RETRIED, '1');
      return fetcher(new Request(copy, { headers }));
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
  throw result.error instanceof ApiError ? result.error : apiErrorFromBody(result.response.status, result.error, result.response.headers);
}

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
 * The caller's signal, plus a timeout (TimeoutError), and `done` to call once answered: it stops the
 * timer and leaves the caller's signal. Made by hand: AbortSignal.any over AbortSignal.timeout can be
 * collected before it fires on some engines (Node 20 among them). Without `done`, each call kept its
 * timer, controller and listener for the whole timeout: on the server, thousands of them.
 */
function withTimeout(signal: AbortSignal | null, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Request timeout', 'TimeoutError')), ms);
  const follow = () => controller.abort(signal?.reason);
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', follow);
  };
  controller.signal.addEventListener('abort', done, { once: true });
  if (signal) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', follow, { once: true });
  }
  return { signal: controller.signal, done };
}

/**
 * Every request: JSON, credentials, x-session-id, the bearer token when signed in, a 30 s timeout.
 * A 401 on a signed-in request is retried once after a successful refresh.
 */
export function sessionMiddleware(options: ApiOptions): Middleware {
  const retryable = new WeakMap<Request, Request>();
  const answered = new WeakMap<Request, () => void>();
  const fetcher = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  return {
    async onRequest({ request }) {
      if (options.session && !request.url.endsWith('/auth/refresh')) await options.session.ensureFresh();
      const headers = new Headers(request.headers);
      headers.set('x-session-id', sessionId());
      const token = options.session?.accessToken() ?? options.accessToken?.();
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      const { signal, done } = withTimeout(request.signal, options.timeoutMs ?? API_TIMEOUT_MS);
      const prepared = new Request(request, { headers, credentials: 'include', signal });
      answered.set(prepared, done);
      if (token && options.session) retryable.set(prepared, prepared.clone());
      return prepared;
    },
    async onResponse({ request, response }) {
      try {
        const copy = retryable.get(request);
        if (response.status !== 401 || !copy || !options.session || request.headers.has(RETRIED)) return response;
        const token = await options.session.refreshAfterUnauthorized(copy.headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
        if (!token) return response;
        const headers = new Headers(copy.headers);
        headers.set('authorization', `Bearer ${token}`);
        headers.set(RETRIED, '1');
        return await fetcher(new Request(copy, { headers }));
      } finally {
        answered.get(request)?.();
      }
    },
    onError({ request, error }) {
      answered.get(request)?.();
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

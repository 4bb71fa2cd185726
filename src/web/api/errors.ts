/** Spec section 8: message, status, code; the code says what the caller can do about it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** A refusal's Retry-After, in seconds (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const API_TIMEOUT_MS = 30_000;

interface ErrorBody {
  message?: unknown;
  error?: unknown;
  code?: unknown;
}

/** Retry-After in seconds, given either as seconds or as an HTTP date. */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | undefined {
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

/** The message from the answer's message, then its error, else 'HTTP {status}'. */
export function apiErrorFromBody(status: number, body: unknown, headers?: Headers): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const message = text(b.message) ?? text(b.error) ?? `HTTP ${status}`;
  const code = text(b.code) ?? (status === 401 ? 'UNAUTHORIZED' : `HTTP_${status}`);
  if (code === 'TOKEN_EXPIRED') return new ApiError('Session expired', 401, code);
  return new ApiError(message, status, code, retryAfterSeconds(headers));
}

/** A fetch that failed before any answer: timed out (408) or unreachable (status 0). */
export function apiErrorFromFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return new ApiError('Request timeout', 408, 'TIMEOUT');
  if (name === 'AbortError') return new ApiError('Request aborted', 0, 'ABORTED');
  return new ApiError((error as Error | null)?.message || 'Network error', 0, 'NETWORK_ERROR');
}

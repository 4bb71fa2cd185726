/** Spec section 8: message, status, code; the code says what the caller can do about it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** A refusal's Retry-After header as sent (429, 503): seconds or an HTTP date. */
    readonly retryAfter?: string | null,
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

/** The message from the answer's message, then its error, else 'HTTP {status}'. */
export function apiErrorFromBody(status: number, body: unknown, headers?: Headers): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const message = text(b.message) ?? text(b.error) ?? `HTTP ${status}`;
  const code = text(b.code) ?? (status === 401 ? 'UNAUTHORIZED' : `HTTP_${status}`);
  if (code === 'TOKEN_EXPIRED') return new ApiError('Session expired', 401, code);
  return new ApiError(message, status, code, headers?.get('retry-after'));
}

/** A fetch that failed before any answer: timed out (408) or unreachable (status 0). */
export function apiErrorFromFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return new ApiError('Request timeout', 408, 'TIMEOUT');
  if (name === 'AbortError') return new ApiError('Request aborted', 0, 'ABORTED');
  return new ApiError((error as Error | null)?.message || 'Network error', 0, 'NETWORK_ERROR');
}

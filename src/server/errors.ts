import type { components } from '../../openapi/schema.d.ts';

export type ErrorCode = components['schemas']['ErrorCode'];
export type ErrorBody = components['schemas']['ErrorResponse'];
type FieldError = components['schemas']['FieldError'];

/** An error whose status, code and message are meant for the caller. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The error envelope; `requestId`: the id of the request it answers (X-Request-Id), to find its log lines. */
export function errorBody(code: ErrorCode, message: string, details?: FieldError[], requestId?: string): ErrorBody {
  return { success: false, error: message, message, code, ...(details?.length ? { details } : {}), ...(requestId ? { requestId } : {}) };
}

export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);

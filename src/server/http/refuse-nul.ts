import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { fieldMessage } from './field-messages.ts';

/** The first string holding a NUL character, by its path (`body.firstName`, `query.q`, `body.items.0.name`). */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(inner, `${path}.${key}`) ?? (key.includes('\u0000') ? `${path}.${key}` : undefined);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: a request carrying one anywhere is refused with 400
 * and the field's own message, before validation, instead of failing in the database with 500.
 */
export function refuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const field = nulAt(request.body, 'body') ?? nulAt(request.query, 'query') ?? nulAt(request.params, 'path');
    if (!field) return;
    const message = fieldMessage(request.routeOptions.config.operationId, field, 'pattern') ?? `${field} must not contain a NUL character`;
    throw new ApiError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
  });
}

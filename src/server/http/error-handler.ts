import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorBody, type ErrorCode } from '../errors.ts';
import { fieldCode, fieldMessage } from './field-messages.ts';

const PLACE: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

function fieldOf(context: string | undefined, instancePath: string, params: Record<string, unknown>): string {
  const missing = typeof params.missingProperty === 'string' ? `/${params.missingProperty}` : '';
  const extra = typeof params.additionalProperty === 'string' ? `/${params.additionalProperty}` : '';
  const path = `${instancePath}${missing}${extra}`.replace(/^\//, '').replace(/\//g, '.');
  return [PLACE[context ?? ''] ?? context ?? 'request', path].filter(Boolean).join('.');
}

const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The body is too large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'VALIDATION_ERROR', 'The JSON body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'VALIDATION_ERROR', 'The body is not valid JSON'],
};

/** Every failure leaves in the error envelope; a 5xx never shows its cause to the caller. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(errorBody(error.code, error.message, error.details, request.id));
    }
    if (error.validation) {
      const operationId = request.routeOptions.config.operationId;
      const details = error.validation.map((issue) => {
        const field = fieldOf(error.validationContext, issue.instancePath, issue.params as Record<string, unknown>);
        const spec = fieldMessage(operationId, field, issue.keyword);
        return { field, message: spec ?? issue.message ?? 'is invalid', spec, code: fieldCode(field, issue.keyword) };
      });
      const first = details[0];
      const message = first?.spec ?? (first ? `Invalid request: ${first.field} ${first.message}` : 'Invalid request');
      return reply.code(400).send(errorBody(first?.code ?? 'VALIDATION_ERROR', message, details.map(({ field, message: text }) => ({ field, message: text })), request.id));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known[0]).send(errorBody(known[1], known[2], undefined, request.id));
    if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code)) {
      return reply.code(400).send(errorBody('VALIDATION_ERROR', 'The body is not valid JSON', undefined, request.id));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody('VALIDATION_ERROR', 'The request cannot be served as sent', undefined, request.id));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL_ERROR', 'Internal server error', undefined, request.id));
  });
}

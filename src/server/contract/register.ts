import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import { ApiError, errorBody } from '../errors.ts';
import type { Contract, JsonSchema, Operation, Parameter } from './document.ts';
import type { Handlers } from './handler-types.ts';
import { requestAjv, responseAjv } from './validator.ts';

export const API_PREFIX = '/api';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

function objectSchema(parameters: Parameter[], lowerCaseNames = false, closed = true): JsonSchema | undefined {
  if (!parameters.length) return undefined;
  const name = (p: Parameter) => (lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [name(p), p.schema])),
    required: parameters.filter((p) => p.required).map(name),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** The operation's URL as Fastify routes it: /api/products/:idOrSlug (or /metrics, at the root). */
function fastifyPath(op: Operation): string {
  return op.base + op.path.replace(/\{([^}]+)\}/g, ':$1');
}

const notImplemented = async () => {
  throw new ApiError(501, 'NOT_IMPLEMENTED', 'This call is part of the contract but this server does not serve it yet');
};

/** Requests are validated against the contract before a handler runs (set once, at the root). */
export function validateRequests(app: FastifyInstance): void {
  const textAjv = requestAjv({ coerce: true });
  const bodyAjv = requestAjv({ coerce: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as JsonSchema));
}

function serveOperation(app: FastifyInstance, op: Operation, handler: RouteOptions['handler']): void {
  const byPlace = (place: Parameter['in']) => op.parameters.filter((p) => p.in === place);
  const body = op.requestBody;
  app.route({
    method: op.method.toUpperCase() as RouteOptions['method'],
    url: fastifyPath(op),
    config: { operationId: op.operationId },
    schema: withoutUndefined({
      params: objectSchema(byPlace('path')),
      querystring: objectSchema(byPlace('query')) ?? { type: 'object', additionalProperties: false },
      // Headers stay open: browsers and proxies add their own.
      headers: objectSchema(byPlace('header'), true, false),
      body: body?.schema,
    }),
    ...(body && !body.required
      ? {
          preValidation: async (request: FastifyRequest) => {
            if (request.body === undefined || request.body === null) request.body = {};
          },
        }
      : {}),
    handler,
  });
}

/** Registers the route of each operation of the contract that `handlers` answers (a module's own). */
export function serveOperations(app: FastifyInstance, contract: Contract, handlers: Handlers): void {
  for (const op of contract.operations) {
    const handler = (handlers as Record<string, RouteOptions['handler'] | undefined>)[op.operationId];
    if (handler) serveOperation(app, op, handler);
  }
}

/** Every operation no module serves answers 501 in the error envelope (registered after the modules). */
export function serveUnservedOperations(app: FastifyInstance, contract: Contract): void {
  for (const op of contract.operations) {
    if (!app.hasRoute({ method: op.method.toUpperCase() as HTTPMethods, url: fastifyPath(op) })) serveOperation(app, op, notImplemented);
  }
}

/** The whole contract on one instance: validated requests, the handlers given, 501 for the rest. */
export function registerContract(app: FastifyInstance, contract: Contract, handlers: Handlers): void {
  validateRequests(app);
  serveOperations(app, contract, handlers);
  serveUnservedOperations(app, contract);
}

/**
 * Checks every API answer against the contract (used by tests): a handler that drifts from the
 * contract answers 500 with the list of differences, so the suite fails.
 */
export function checkResponses(app: FastifyInstance, contract: Contract): void {
  const ajv = responseAjv();
  const validators = new Map<string, ValidateFunction>();
  const byId = new Map<string, Operation>(contract.operations.map((op) => [op.operationId, op]));
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const operationId = request.routeOptions.config.operationId;
    const op = operationId ? byId.get(operationId) : undefined;
    if (!op && !request.url.startsWith(API_PREFIX)) return payload;
    const status = String(reply.statusCode);
    if (status === '304') return payload;
    // A CORS preflight (see plugins/external/cors.ts) is the browser's question, not an operation of the API.
    if (request.method === 'OPTIONS' && status === '204' && reply.getHeader('access-control-allow-origin')) return payload;
    const declared = op ? (op.responses[status] ?? op.responses.default) : undefined;
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!.trim();
    let problem: string | undefined;
    if (!op) {
      // Unknown /api paths: only the error envelope may answer.
      if (reply.statusCode < 400) problem = `no operation answers ${request.method} ${request.url}`;
      else problem = validate(ajv, validators, 'error', errorSchema(contract), payload);
    } else if (!declared) {
      problem = `status ${status} is not in the contract of ${operationId}`;
    } else if (!(type in declared)) {
      problem = `content type '${type}' is not in the contract of ${operationId} ${status}`;
    } else if (type === 'application/json') {
      problem = validate(ajv, validators, `${operationId} ${status}`, declared[type]!, decoded(payload, reply.getHeader('content-encoding')));
    }
    if (!problem) return payload;
    request.log.error({ operationId, status, problem }, 'response off the contract');
    reply.code(500).header('content-type', 'application/json; charset=utf-8');
    reply.header('x-contract-violation', 'true');
    return JSON.stringify(errorBody('INTERNAL_ERROR', `Response off the contract: ${problem}`, undefined, request.id));
  });
}

/** The body as sent, before content encoding: what the client will parse. */
function decoded(payload: unknown, encoding: unknown): unknown {
  if (!Buffer.isBuffer(payload)) return payload;
  if (encoding === 'br') return brotliDecompressSync(payload);
  if (encoding === 'gzip') return gunzipSync(payload);
  return payload;
}

function errorSchema(contract: Contract): JsonSchema {
  const schemas = (contract.document.components as { schemas: Record<string, JsonSchema> }).schemas;
  return schemas.ErrorResponse!;
}

function validate(
  ajv: ReturnType<typeof responseAjv>,
  cache: Map<string, ValidateFunction>,
  key: string,
  schema: JsonSchema,
  payload: unknown,
): string | undefined {
  let check = cache.get(key);
  if (!check) {
    check = ajv.compile(schema);
    cache.set(key, check);
  }
  let body: unknown;
  try {
    body = JSON.parse(typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '');
  } catch {
    return 'the body is not JSON';
  }
  if (check(body)) return undefined;
  return ajv.errorsText(check.errors, { separator: '; ' });
}

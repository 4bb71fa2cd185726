import type { Server } from 'node:http';
import { type FastifyHttpOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { securityHeaderSet } from '../plugins/external/helmet.ts';
import { clientErrorHandler, frameworkErrors } from './framework-errors.ts';
import { LOG_REDACTION, serializeError } from './log-redaction.ts';
import { requestId } from './request-id.ts';

/** Fastify's own settings: timeouts, limits, logs, and the answers given before any hook runs. */
export function serverOptions(config: Config, https: boolean, logStream?: { write(line: string): void }): FastifyHttpOptions<Server> {
  const headers = securityHeaderSet(https);
  return {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: LOG_REDACTION, serializers: { err: serializeError }, ...(logStream ? { stream: logStream } : {}) },
    // A request (headers and body) must arrive within this, however slowly it trickles in; an idle
    // connection is closed after it too. Node checks on an interval, so the cut comes a little later.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.max(250, config.requestTimeoutMs / 10) },
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
    // The request's id (request-id.ts): on every log line of the request (reqId) and in X-Request-Id.
    // Not Fastify's requestIdHeader, which would take whatever the client sends as it is.
    requestIdHeader: false,
    genReqId: requestId,
    // One access line per request (see accessLog) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // Only behind a proxy that sets it: otherwise any client could pick its address for the rate limits.
    trustProxy: config.trustProxy,
    // On close: idle keep-alive sockets are dropped, in-flight requests finish, then the database closes.
    forceCloseConnections: 'idle',
    // Closing refuses new requests with 503 in http/graceful-close.ts instead, which still answers the
    // API calls of a page rendering when SIGTERM came.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Opening the database migrates it: on a slow disk that outlasts Fastify's 10 s for a plugin's start.
    pluginTimeout: 120_000,
  };
}

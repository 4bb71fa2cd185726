import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type Contract, loadContract } from '../contract/document.ts';
import { checkResponses, validateRequests } from '../contract/register.ts';
import { accessLog } from '../http/access-log.ts';
import { acceptEmptyJson } from '../http/empty-json.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { closeConnectionsWhenClosing } from '../http/graceful-close.ts';
import { privateByDefault } from '../http/private-by-default.ts';
import { refuseNul } from '../http/refuse-nul.ts';
import { echoRequestId } from '../http/request-id.ts';
import { crossOriginCalls } from './external/cors.ts';
import { securityHeaders } from './external/helmet.ts';
import { rateLimits } from './external/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** openapi/openapi.yaml, read once: the modules serve its operations. */
    contract: Contract;
  }
}

/** What every request goes through, before and after its module: the contract's checks, headers, errors, logs. */
export const http = fp<{ config: Config; https: boolean }>(async (app, { config, https }) => {
  // The API speaks JSON only: a text/plain body is refused with 415 instead of parsed.
  app.removeContentTypeParser('text/plain');
  acceptEmptyJson(app);
  installErrorHandler(app);
  refuseNul(app);
  closeConnectionsWhenClosing(app);
  echoRequestId(app);
  accessLog(app);
  privateByDefault(app);
  await app.register(securityHeaders, { https });
  const contract = loadContract();
  app.decorate('contract', contract);
  validateRequests(app);
  if (config.validateResponses) checkResponses(app, contract);
  await app.register(compress, { threshold: 1024 });
  // The sign-in calls' device cookies (src/server/auth/device-cookies.ts); signed by their own JWT.
  await app.register(cookie);
  await app.register(crossOriginCalls, { origins: config.corsOrigins });
  await app.register(rateLimits, { db: app.database.db });
});

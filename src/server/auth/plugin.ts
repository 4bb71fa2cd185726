import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { DeviceCookies } from './device-cookies.ts';
import { authHandlers } from './routes.ts';

/** /api/auth (sign-up, sign-in, tokens, profile) and /api/public (verification, password reset). */
export async function authModule(app: FastifyInstance): Promise<void> {
  const { tokens, codes, mailer, log, limits } = app;
  const devices = new DeviceCookies(app.secret, 'customer', { name: 'device', path: '/api/auth/login', secure: app.config.publicUrl.startsWith('https://') });
  serveOperations(app, app.contract, authHandlers({ db: app.database.db, tokens, codes, mailer, log, limits, devices }));
}

import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { DeviceCookies } from './device-cookies.ts';
import { authHandlers } from './routes.ts';
import { settingsHandlers } from './settings-routes.ts';

/** /api/auth (sign-up, sign-in, tokens, profile, the account's settings) and /api/public (verification, password reset). */
export async function authModule(app: FastifyInstance): Promise<void> {
  const { tokens, codes, mailer, log, limits, mails, catalogue } = app;
  const db = app.database.db;
  const devices = new DeviceCookies(app.secret, 'customer', { name: 'device', path: '/api/auth/login', secure: app.config.publicUrl.startsWith('https://') });
  serveOperations(app, app.contract, { ...authHandlers({ db, tokens, codes, mailer, log, limits, devices }), ...settingsHandlers({ db, tokens, codes, mailer, log, limits, mails, catalogue }) });
}

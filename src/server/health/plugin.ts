import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';

/** /api/health: the server answers, and on which database. */
export async function healthModule(app: FastifyInstance): Promise<void> {
  serveOperations(app, app.contract, {
    getHealth: async () => ({ success: true as const, data: { status: 'ok' as const, database: app.database.kind } }),
  });
}

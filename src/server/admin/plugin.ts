import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CodeService } from '../auth/codes.ts';
import { DeviceCookies } from '../auth/device-cookies.ts';
import { serveOperations } from '../contract/register.ts';
import * as tables from '../db/schema.ts';
import { confirmationLimits } from '../config.ts';
import { OrderEvents } from './order-events.ts';
import { adminHandlers } from './routes.ts';
import { StaffSessions } from './staff-sessions.ts';
import { serveStaffCommands } from './staff-socket.ts';
import { describeCounts } from '../backups/record.ts';
import { takeBackup } from '../backups/take-backup.ts';

/** /api/admin: the back office's API; and `npm run staff`'s socket beside an embedded database. */
export async function adminModule(app: FastifyInstance): Promise<void> {
  const { database, config, secret, mailer, catalogue, mails, log, limits } = app;
  const { db } = database;
  // The orders' changes, told to the open back offices as they commit (issue 45, item 2).
  const events = new OrderEvents();
  const streams = new Set<ServerResponse>();
  const unlisten = await database.listen('orders_changed', events.notice, log);
  app.addHook('preClose', async () => {
    events.close();
    for (const stream of streams) stream.end();
    await unlisten();
  });
  // Sent with the password and the code calls only.
  const devices = new DeviceCookies(secret, 'staff', { name: 'staff_device', path: '/api/admin/auth', secure: config.publicUrl.startsWith('https://') });
  serveOperations(
    app,
    app.contract,
    adminHandlers({ db, sessions: new StaffSessions(db, secret), customerTokens: app.tokens, codes: new CodeService(db, secret, tables.staffCodes), mailer, catalogue, mails, publicUrl: config.publicUrl, log, limits, confirmationLimits: confirmationLimits(config), events, streams, devices }),
  );
  // The embedded database's folder is locked by this server: `npm run staff` reaches it through a socket there.
  if (database.kind === 'pglite' && config.databaseUrl !== 'memory://') {
    // `npm run backup` has this server take the snapshot: it alone may read its folder while it runs.
    const backup = async () => {
      const { path, record } = await takeBackup({ kind: 'pglite', client: database.pglite! }, config.backupDir);
      return { file: path, text: `Backup written to ${path} (${record.bytes} bytes, sha256 ${record.sha256}): ${describeCounts(record.counts)}` };
    };
    serveStaffCommands(app, { dataDir: config.dataDir, database, secret, publicUrl: config.publicUrl, backup });
  }
}

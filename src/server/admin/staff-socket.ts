import { chmodSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { runStaffCommand, type StaffCommand, staffCommand } from './staff-command.ts';

/** Where the server that holds an embedded DATA_DIR takes `npm run staff` commands. */
export const staffSocketPath = (dataDir: string): string => join(dataDir, 'staff.sock');

/** The longest path a Unix socket can have here (108 bytes with the NUL); Node cuts a longer one short without a word. */
export const SOCKET_PATH_MAX = 107;

/**
 * The command, one JSON line: `{"command":"add","email":…,"role":…}`, `{"command":"disable"|"enable","email":…}`
 * or `{"command":"backup"}`; the answer, one JSON line too (a backup's names the file it wrote).
 */
export type StaffAnswer = { ok: true; text: string; file?: string } | { ok: false; error: string };

const LINE_MAX = 4096;
/** A connection that sends no command in this long is dropped. */
const IDLE_MS = 10_000;

interface StaffSocketDeps {
  dataDir: string;
  database: Database;
  secret: Uint8Array;
  publicUrl: string;
  /** `npm run backup`: a backup taken by this server, between two of its own statements. */
  backup?: () => Promise<{ text: string; file: string }>;
}

/**
 * `npm run staff` while the shop runs on the embedded database, whose folder this server holds locked:
 * the command sends its `add`, `disable` or `enable` over DATA_DIR/staff.sock and this server runs it in its own database.
 * Never on the HTTP port: whoever can reach the socket (mode 0600, in DATA_DIR) could open the
 * database files anyway, so the folder's permissions are the authentication.
 */
export function serveStaffCommands(app: FastifyInstance, deps: StaffSocketDeps): void {
  const path = staffSocketPath(deps.dataDir);
  const connections = new Map<Socket, Promise<void> | undefined>();
  let server: Server | undefined;

  async function answer(line: string | undefined): Promise<StaffAnswer> {
    if (line === undefined) return { ok: false, error: `A command is one JSON line of at most ${LINE_MAX} characters` };
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return { ok: false, error: 'A command is one JSON line: {"command":"add","email":"…","role":"owner|staff"}, {"command":"disable"|"enable","email":"…"} or {"command":"backup"}' };
    }
    const { command } = (request ?? {}) as Record<string, unknown>;
    if (command === 'backup' && deps.backup) return backup(deps.backup);
    let values: StaffCommand;
    try {
      values = staffCommand((request ?? {}) as Record<string, unknown>);
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
    try {
      const text = await runStaffCommand(deps.database.db, deps.secret, values, deps.publicUrl);
      await deps.database.flush();
      app.log.info({ command: values.command }, 'staff command run through the staff command socket');
      return { ok: true, text };
    } catch (error) {
      if (!(error instanceof ApiError)) app.log.error({ err: error }, 'staff command failed');
      return { ok: false, error: (error as Error).message };
    }
  }

  async function backup(take: NonNullable<StaffSocketDeps['backup']>): Promise<StaffAnswer> {
    try {
      const { text, file } = await take();
      app.log.info({ file }, 'backup taken through the staff command socket');
      return { ok: true, text, file };
    } catch (error) {
      app.log.error({ err: error }, 'backup through the staff command socket failed');
      return { ok: false, error: (error as Error).message };
    }
  }

  function serve(socket: Socket): void {
    connections.set(socket, undefined);
    socket.on('close', () => connections.delete(socket));
    // A client gone before its answer: nothing to tell it.
    socket.on('error', () => {});
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.setEncoding('utf8');
    let received = '';
    const take = (line: string | undefined) => {
      socket.off('data', onData).off('end', onEnd);
      socket.setTimeout(0);
      const work = answer(line).then(
        (reply) =>
          new Promise<void>((resolve) => {
            if (socket.destroyed) return resolve();
            socket.once('close', () => resolve());
            socket.end(`${JSON.stringify(reply)}\n`, () => resolve());
          }),
      );
      connections.set(socket, work);
    };
    const onData = (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end >= 0) take(received.slice(0, end));
      else if (received.length > LINE_MAX) take(undefined);
    };
    // A client may also end its side after the line, without the newline.
    const onEnd = () => take(received);
    socket.on('data', onData).on('end', onEnd);
  }

  app.addHook('onReady', async () => {
    const listening = createServer({ allowHalfOpen: true }, serve);
    try {
      await listenPrivately(listening, path);
      // The HTTP server and app.close() decide when the process ends, not this socket.
      server = listening.unref();
    } catch (error) {
      listening.close();
      app.log.warn({ err: error }, `npm run staff cannot reach this server (${path}): stop the shop to add staff`);
    }
  });

  // Before the database closes: no new command, the ones under way answered.
  app.addHook('preClose', async () => {
    if (!server) return;
    rmSync(path, { force: true });
    const closed = new Promise((resolve) => server!.close(resolve));
    for (const [socket, work] of connections) if (!work) socket.destroy();
    await Promise.allSettled(connections.values());
    for (const socket of connections.keys()) socket.destroy();
    await closed;
  });
}

/**
 * Binds in a fresh folder only this user may enter (mkdtemp's 0700), makes the socket 0600, then moves
 * it into place, over the socket a killed server left: at no moment can another user connect.
 */
async function listenPrivately(server: Server, path: string): Promise<void> {
  const folder = mkdtempSync(join(dirname(path), '.staff-'));
  try {
    const bound = join(folder, 's');
    const spare = SOCKET_PATH_MAX - Buffer.byteLength(bound);
    if (spare < 0) throw new Error(`DATA_DIR's path is ${-spare} bytes too long for the socket (Unix allows ${SOCKET_PATH_MAX})`);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(bound, () => {
        server.off('error', reject);
        resolve();
      });
    });
    chmodSync(bound, 0o600);
    renameSync(bound, path);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Issue 43, item 15: `npm run staff -- add` while the shop serves on the embedded database, whose
// folder the server holds locked: the command hands its `add` to the server through DATA_DIR/staff.sock.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, linkSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { sendStaffCommand } from '../../src/server/admin/staff-socket-client.ts';
import { staffSocketPath } from '../../src/server/admin/staff-socket.ts';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import * as t from '../../src/server/db/schema.ts';
import { json } from '../support/test-app.ts';

const PUBLIC_URL = 'https://huileries.example';
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

let dataDir: string;
let config: Config;
let app: FastifyInstance;
let socketPath: string;
let closed = false;

/** A socket file as a server killed with kill -9 leaves it: there, and nobody listening. */
async function leaveStaleSocket(path: string): Promise<void> {
  const bound = join(tempDir('oils-stale-'), 's');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(bound, resolve));
  linkSync(bound, path);
  await new Promise((resolve) => server.close(resolve));
}

/** One raw line to the socket, and the server's raw answer. */
function rawLine(line: string): Promise<{ ok: boolean; error?: string; text?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let received = '';
    socket.on('connect', () => socket.write(line));
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('end', () => resolve(JSON.parse(received) as { ok: boolean }));
    socket.on('error', reject);
  });
}

const staffRows = () => app.database.db.select({ email: t.staff.email, role: t.staff.role }).from(t.staff);

beforeAll(async () => {
  dataDir = tempDir('oils-staff-');
  socketPath = staffSocketPath(dataDir);
  await leaveStaleSocket(socketPath);
  config = loadConfig({}, { dataDir, databaseUrl: undefined, logLevel: 'silent', validateResponses: true, publicUrl: PUBLIC_URL });
  app = await buildApp(config);
  await app.ready();
}, 120_000);
afterAll(async () => {
  if (!closed) await app?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the staff command socket of a server on the embedded database', () => {
  it('replaces the socket a killed server left, open to its user alone', () => {
    const stat = statSync(socketPath);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('adds a member with the role asked, who accepts the invitation on this server', async () => {
    const printed = await sendStaffCommand(socketPath, { command: 'add', email: 'Karim@Huileries.ma', role: 'staff' });
    expect(printed).toContain('karim@huileries.ma is invited to the back office as staff.');
    expect(printed).toContain(`${PUBLIC_URL}/admin/accept-invite?email=karim%40huileries.ma`);
    expect(printed).toContain(`${PUBLIC_URL}/admin/login`);
    const code = /Invitation code: (\d{6}) \(valid 72 hours\)/.exec(printed)?.[1];
    expect(code, printed).toBeDefined();

    const accepted = await app.inject({ method: 'POST', url: '/api/admin/auth/accept-invite', payload: { email: 'karim@huileries.ma', code, password: 'Karim#Olive2026' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const token = json<components['schemas']['StaffSessionResponse']>(accepted).data.token;
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
    expect(json<components['schemas']['StaffMemberResponse']>(me).data.staff).toMatchObject({ email: 'karim@huileries.ma', role: 'staff', active: true });

    // The same address again: the server's refusal, in words.
    await expect(sendStaffCommand(socketPath, { command: 'add', email: 'karim@huileries.ma', role: 'owner' })).rejects.toThrow('This address already has access to the back office');

    // `npm run staff -- disable` through the same socket: his session ends at once.
    expect(await sendStaffCommand(socketPath, { command: 'disable', email: 'karim@huileries.ma' })).toMatch(/karim@huileries\.ma is disabled/);
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    await expect(sendStaffCommand(socketPath, { command: 'disable', email: 'nobody@huileries.ma' })).rejects.toThrow('No staff member');
  });

  it('is what `npm run staff` uses when the shop holds DATA_DIR', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run/staff.ts', 'add', 'patron@huileries.ma', '--role', 'owner'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'http://ignored.example' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    expect(await new Promise((resolve) => child.on('exit', resolve)), output).toBe(0);
    expect(output).toMatch(/^Invitation code: \d{6} \(valid 72 hours\)\.$/m);
    // The running server's public address: it made the text.
    expect(output).toContain(`${PUBLIC_URL}/admin/accept-invite?email=patron%40huileries.ma`);
    expect(await staffRows()).toContainEqual({ email: 'patron@huileries.ma', role: 'owner' });
  });

  it('refuses bad input in words and writes nothing', async () => {
    const before = await staffRows();
    expect(await rawLine('add lina@huileries.ma\n')).toMatchObject({ ok: false, error: expect.stringMatching(/one JSON line/) });
    expect(await rawLine('{"command":"remove","email":"lina@huileries.ma","role":"staff"}\n')).toMatchObject({ ok: false, error: expect.stringMatching(/Unknown command "remove"/) });
    expect(await rawLine('{"command":"add","email":"lina","role":"staff"}\n')).toMatchObject({ ok: false, error: 'Not an email address: lina' });
    expect(await rawLine('{"command":"add","email":"lina@huileries.ma","role":"admin"}\n')).toMatchObject({ ok: false, error: expect.stringMatching(/owner or staff/) });
    expect(await rawLine('{"command":"add","email":"lina@huileries.ma"}\n')).toMatchObject({ ok: false, error: expect.stringMatching(/owner or staff/) });
    expect(await rawLine(`{"command":"add","email":"${'x'.repeat(5000)}@huileries.ma","role":"staff"}`)).toMatchObject({ ok: false, error: expect.stringMatching(/at most 4096/) });
    expect(await staffRows()).toEqual(before);
  });

  it('is removed when the server closes, a silent client holding nothing up, and what it added is on disk', async () => {
    const silent = connect(socketPath).on('error', () => {});
    const dropped = new Promise((resolve) => silent.on('close', resolve));
    await once(silent, 'connect');
    closed = true;
    await app.close();
    await dropped;
    expect(existsSync(socketPath)).toBe(false);
    await expect(sendStaffCommand(socketPath, { command: 'add', email: 'lina@huileries.ma', role: 'staff' })).rejects.toThrow(/The process that holds DATA_DIR takes no command at/);
    const reopened = await openDatabase(config);
    try {
      const rows = await reopened.db.select({ role: t.staff.role }).from(t.staff).where(eq(t.staff.email, 'karim@huileries.ma'));
      expect(rows).toEqual([{ role: 'staff' }]);
    } finally {
      await reopened.close();
    }
  });
});

describe('the command facing a socket', () => {
  it('that never answers: gives up with a clear message', async () => {
    const path = join(tempDir('oils-mute-'), 'staff.sock');
    const mute = createServer(() => {});
    await new Promise<void>((resolve) => mute.listen(path, resolve));
    try {
      await expect(sendStaffCommand(path, { command: 'add', email: 'lina@huileries.ma', role: 'staff' }, 300)).rejects.toThrow(/did not answer within 0.3 s .*it may still add lina@huileries.ma/);
    } finally {
      mute.close();
    }
  });

  it('with a path too long for Unix: says so instead of reaching another file', async () => {
    await expect(sendStaffCommand(`/tmp/${'d'.repeat(120)}/staff.sock`, { command: 'add', email: 'lina@huileries.ma', role: 'staff' })).rejects.toThrow(/too long/);
  });
});

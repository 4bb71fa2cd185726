import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Where pg_dump and pg_restore are: PG_BIN_DIR, else the PATH, else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin (the server's package puts them there, not on the PATH).
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BIN_DIR, ...(process.env.PATH ?? '').split(delimiter)].filter(Boolean) as string[];
  for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(join(root, version, 'bin', name))) return join(root, version, 'bin', name);
  throw new Error(`${name} is not installed here (set PG_BIN_DIR, or install PostgreSQL's client programs)`);
}

/** Runs a PostgreSQL program; rejects with its stderr when it exits non-zero. */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool(name), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited ${code}: ${stderr.trim().slice(0, 1000)}`))));
  });
}

// Builds the web app and the server when missing or older than their sources (npm start, and the
// browser tests before they start their shops).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';

function newest(paths) {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      latest = Math.max(latest, newest(readdirSync(path).map((name) => join(path, name))));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  }
  return latest;
}

const stale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < newest(sources);

export async function buildIfStale() {
  if (stale('dist/web/index.html', ['index.html', 'vite.config.ts', 'public', 'src/web', 'src/domain', 'machines', 'openapi'])) {
    console.log('Building the web app…');
    const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`vite build exited with ${result.status}`);
  }
  if (stale('dist/server/main.js', ['src/server', 'src/domain', 'openapi'])) {
    console.log('Building the server…');
    await buildServer();
  }
}

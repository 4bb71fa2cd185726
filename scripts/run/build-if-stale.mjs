// Builds the web app and the server when missing or older than their sources (npm start, and the
// browser tests before they start their shops).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_OUTPUTS } from './build-server.mjs';

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

const WEB_SOURCES = ['vite.config.ts', 'public', 'src/web', 'src/domain', 'src/content', 'machines', 'openapi'];

function vite(args) {
  const result = spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} exited with ${result.status}`);
}

export async function buildIfStale() {
  if (stale('dist/web/.vite/manifest.json', WEB_SOURCES)) {
    console.log('Building the web app…');
    vite([]);
  }
  // The back office: built apart into dist/web/admin (the shop's build empties dist/web, so it comes after).
  if (stale('dist/web/admin/.vite/manifest.json', WEB_SOURCES)) {
    console.log('Building the back office…');
    vite(['--mode', 'admin']);
  }
  // The pages the server renders: the same app, built for Node (see src/web/ssr).
  if (stale('dist/ssr/render-page.js', WEB_SOURCES)) {
    console.log('Building the server renderer…');
    vite(['--ssr', 'src/web/ssr/render-page.tsx']);
  }
  if (SERVER_OUTPUTS.some((output) => stale(output, ['src/server', 'src/domain', 'src/content', 'openapi']))) {
    console.log('Building the server…');
    await buildServer();
  }
}

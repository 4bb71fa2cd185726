// Bundles the API server into dist/server/main.js, and the PDF catalogue's worker thread beside it into
// dist/server/pdf-worker.js, where main.js starts it, and the backup check's into dist/server/check-worker.js
// (npm packages stay external, read from node_modules).
// The pages' worker (plain JavaScript) is copied there as it is.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

export const SERVER_OUTPUTS = ['dist/server/main.js', 'dist/server/pdf-worker.js', 'dist/server/check-worker.js', 'dist/server/render-worker.mjs'];

export async function buildServer() {
  await build({
    entryPoints: { main: 'src/server/main.ts', 'pdf-worker': 'src/server/catalogue-pdf/pdf-worker.ts', 'check-worker': 'src/server/backups/check-worker.ts' },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  copyFileSync('src/server/ssr/render-worker.mjs', 'dist/server/render-worker.mjs');
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();

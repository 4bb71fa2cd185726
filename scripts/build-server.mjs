// Bundles the API server into dist/server/main.js, and the PDF catalogue's worker thread beside it into
// dist/server/pdf-worker.js, where main.js starts it (npm packages stay external, read from node_modules).
import { build } from 'esbuild';

export const SERVER_OUTPUTS = ['dist/server/main.js', 'dist/server/pdf-worker.js'];

export async function buildServer() {
  await build({
    entryPoints: { main: 'src/server/main.ts', 'pdf-worker': 'src/server/catalogs/pdf-worker.ts' },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();

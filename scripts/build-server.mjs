// Bundles the API server into dist/server/main.js (npm packages stay external, read from node_modules).
import { build } from 'esbuild';

export async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
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

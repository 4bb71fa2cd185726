import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli copy (quality 11) beside each text file of the browser's build, which the server
 * sends as it is (@fastify/static's preCompressed) to browsers that take br: some 15 % fewer bytes
 * than compressing each answer at the fast level, and no compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : config.build.outDir;
    },
    closeBundle() {
      if (!outDir) return;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !TEXT.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const file = readFileSync(path);
        const compressed = brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.length } });
        if (compressed.length < file.length) writeFileSync(`${path}.br`, compressed);
      }
    },
  };
}

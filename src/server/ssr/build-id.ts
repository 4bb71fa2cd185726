import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What identifies the build a page comes from: the server's renderer (its entry and its chunks' hashed
 * names), the browser's manifest (every script and style a page names) and the API server. Two
 * servers of one build give the same id; any change to the code gives another.
 */
export function buildId(webDir: string): string {
  const hash = createHash('sha1');
  const ssr = join(webDir, '..', 'ssr');
  const files = [join(ssr, 'render-page.js'), join(webDir, '.vite', 'manifest.json'), join(webDir, '..', 'server', 'main.js')];
  for (const file of files) if (existsSync(file)) hash.update(readFileSync(file));
  const chunks = join(ssr, 'assets');
  if (existsSync(chunks)) hash.update(readdirSync(chunks).sort().join('\n'));
  return hash.digest('hex');
}

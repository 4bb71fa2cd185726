import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Chunk {
  file: string;
  imports?: string[];
}

/**
 * The code a page the browser must draw itself needs, from the build's manifest: the app (main.tsx,
 * which the entry imports after a first paint) and the page's route when known, each chunk with every
 * chunk it imports, minus what index.html already preloads. Sent as modulepreload links with the
 * page's HTML, the browser fetches them with the page instead of one after another.
 */
export function routePreloads(webDir: string, template: string): (routeSource?: string) => string[] {
  const file = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Chunk>;
  const inTemplate = new Set([...template.matchAll(/(?:href|src)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const cache = new Map<string, string[]>();
  return (routeSource = '') => {
    const known = cache.get(routeSource);
    if (known) return known;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('src/web/main.tsx');
    if (routeSource) visit(`${routeSource}?tsr-split=component`);
    const list = [...files].filter((f) => !inTemplate.has(f)).map((f) => `/${f}`);
    cache.set(routeSource, list);
    return list;
  };
}

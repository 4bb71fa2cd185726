import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Chunk {
  file: string;
  imports?: string[];
}

/**
 * The code of a page's route, from the build's manifest: its own chunk and every chunk it imports,
 * minus what index.html already preloads. Sent as modulepreload links with the page's HTML, the
 * browser fetches them with the entry instead of after it (one round trip less before the first screen).
 */
export function routePreloads(webDir: string, template: string): (routeSource: string) => string[] {
  const file = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Chunk>;
  const inTemplate = new Set([...template.matchAll(/(?:href|src)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const cache = new Map<string, string[]>();
  return (routeSource) => {
    const known = cache.get(routeSource);
    if (known) return known;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(`${routeSource}?tsr-split=component`);
    const list = [...files].filter((f) => !inTemplate.has(f)).map((f) => `/${f}`);
    cache.set(routeSource, list);
    return list;
  };
}

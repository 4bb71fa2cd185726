import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** What TanStack Router's SSR writes into a page for a route: styles, scripts, code to preload. */
export interface ManifestRoute {
  css?: string[];
  scripts?: { attrs: Record<string, string>; children?: string }[];
  preloads?: string[];
}

export interface RouterManifest {
  routes: Record<string, ManifestRoute>;
}

/**
 * Routes whose first screen shows the shop's pictures: their code is fetched once those are painted
 * (src/web/entry.ts), so none of it is preloaded to compete with them.
 */
const PICTURES_FIRST = new Set(['/', '/shop', '/produits/$productId', '/categories/$id']);

/** A route file's id, as TanStack Router names it: routes/produits/$productId.tsx is /produits/$productId. */
export function routeIdOf(file: string): string {
  const path = `/${file.replace(/\./g, '/')}`;
  return path === '/index' ? '/' : path.replace(/\/index$/, '/');
}

/**
 * TanStack Router's manifest from the browser build's: every page gets the styles (render-blocking,
 * in its head) and the entry script; each other route gets its own code and the app's preloaded with
 * the HTML, so the browser fetches them with the page instead of one after another.
 */
export function routerManifest(webDir: string): RouterManifest | undefined {
  const file = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Chunk>;
  const reached = (key: string, into = new Set<string>()) => {
    const chunk = chunks[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) reached(imported, into);
    return into;
  };
  const entryKey = 'src/web/entry.ts';
  const entry = chunks[entryKey];
  if (!entry) throw new Error(`${file} has no ${entryKey}: was the app built with vite.config.ts?`);
  const withEntry = reached(entryKey);
  const routes: Record<string, ManifestRoute> = {
    __root__: {
      css: [...new Set([...withEntry].flatMap((key) => chunks[key]!.css ?? []))].map((css) => `/${css}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  };
  for (const key of Object.keys(chunks)) {
    const route = /^src\/web\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
    if (!route) continue;
    const id = routeIdOf(route[1]!);
    if (PICTURES_FIRST.has(id)) continue;
    const code = reached(key, reached('src/web/main.tsx'));
    routes[id] = { preloads: [...code].filter((k) => !withEntry.has(k)).map((k) => `/${chunks[k]!.file}`) };
  }
  return { routes };
}

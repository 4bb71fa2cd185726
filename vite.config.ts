import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/support/precompress-plugin.ts';

/** main.tsx's chunk and its static imports, read from the bundle before Vite writes its preload lists ('pre'). */
const loadedWithApp = new Set<string>();
const readLoadedWithApp: Plugin = {
  name: 'read-loaded-with-app',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    loadedWithApp.clear();
    const main = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/web/main.tsx'));
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (loadedWithApp.has(file) || chunk?.type !== 'chunk') return;
      loadedWithApp.add(file);
      chunk.imports.forEach(visit);
    };
    if (main) visit(main.fileName);
  },
};

const routesDirectory = fileURLToPath(new URL('./src/web/routes/', import.meta.url));

/**
 * The back office (src/web/admin): a client-rendered app of its own, built apart (`vite build --mode
 * admin`) into dist/web/admin, so none of it, nor any change to how the shop's code is split, reaches
 * the shop's pages. The server serves its page for /admin and /admin/* (src/server/ssr/admin-page.ts).
 */
const adminConfig = defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss(), precompress()],
  publicDir: false,
  build: { outDir: 'dist/web/admin', emptyOutDir: true, sourcemap: true, manifest: true, rollupOptions: { input: 'src/web/admin/main.tsx' }, chunkSizeWarningLimit: 1024 },
});

// Two builds: the browser's (dist/web: hashed assets and a manifest the server reads to write each
// page's styles, entry script and route code into it) and the server renderer (dist/ssr, with
// `vite build --ssr src/web/ssr/render-page.tsx`, React's production build bundled in).
export default defineConfig(({ isSsrBuild, command, mode }) => mode === 'admin' ? adminConfig : ({
  // The built renderer bundles its libraries: files of its own for the server to load, React's
  // production build in them. In development, Vite's module runner leaves them to Node.
  ssr: command === 'build' ? { noExternal: true } : undefined,
  // React 19 has useSyncExternalStore: the shims libraries keep for React 17 need not ship.
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/web/react-shims/use-sync-external-store.ts', import.meta.url)) },
    ],
  },
  define: isSsrBuild && command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  plugins: [
    // The router plugin must come before React's.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory,
      generatedRouteTree: './src/web/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    readLoadedWithApp,
    precompress(),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        rollupOptions: {
          input: 'src/web/entry.ts',
          // The router's small hooks (useMatch, useSearch…) and the useSyncExternalStore they and
          // react-i18next read, with what they import (React, the router's core), in one file rather
          // than nine: every page loads them before it is hydrated, and each file is compressed on its
          // own (issue 44: 1.2 KB less, which pays for react-i18next).
          output: {
            // A language's texts named by it (fr.shop, ar.forms, en.about): what a shopper's browser
            // fetched says which language and part it was.
            chunkFileNames: (chunk) => {
              const texts = chunk.facadeModuleId?.match(/\/src\/i18n\/(fr|en|ar)\/(?:pages\/)?([\w-]+)\.ts$/);
              return texts ? `assets/${texts[1]}.${texts[2]}-[hash].js` : 'assets/[name]-[hash].js';
            },
            codeSplitting: {
              groups: [
                {
                  name: 'router',
                  test: /node_modules\/@tanstack\/react-router\/dist\/esm\/(useMatch|useNavigate|useSearch|useLoaderData|useLoaderDeps|useParams|useRouteContext|route|fileRoute|lazyRouteComponent)\.js|node_modules\/@tanstack\/router-core\/dist\/esm\/route\.js|node_modules\/use-sync-external-store\/|react-shims\//,
                },
                {
                  // Small modules the home page's code shares with other pages' (each under 1 KB
                  // compressed): one file, not some twenty, each with its 0.5 KB of headers (issue 48).
                  name: 'shared',
                  includeDependenciesRecursively: false,
                  test: /\/src\/domain\/(locale|quantity|images|email|money)\.ts|\/machines\/(auto-advance|hero-reveal|hover-tooltip|image-load)\.ts|\/src\/web\/search\/search-params\.ts|\/src\/web\/ui\/(LoadingStatus|Price|lazy-component)\.tsx|\/src\/web\/i18n\/(index\.ts|form-texts\.tsx)|react-stately\/dist\/private\/(utils\/useControlledState|toggle\/useToggleState)\.mjs|react-aria-components\/dist\/private\/(SharedElementTransition|SelectionIndicator)\.mjs|\/src\/web\/features\/catalogue\/(ProductStatus\.tsx|shop-search\.ts|load-listing\.ts)|\/src\/web\/ui\/(use-hydrated\.ts|Button\.tsx)|\/src\/web\/meta\/page-head\.ts|\/src\/web\/features\/home\/hero-picture\.ts|node_modules\/react\/(jsx-runtime\.js|cjs\/react-jsx-runtime\.production\.js)/,
                },
              ],
            },
          },
        },
        // Vite preloads a dynamic import's chunks by adding a <link> each to the head, all in one task
        // (some 100 ms on a phone for main's 27). None is added for a chunk main loads itself: entry's
        // import of main gets none (the browser fetches them from main's own imports), and later imports
        // none for what main has already loaded.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedWithApp.has(dep)) },
      },
  publicDir: isSsrBuild ? false : 'public',
  // The dev page /dev/machines draws with Mermaid: bundled for the dev server up front, not on first use.
  optimizeDeps: { include: ['mermaid'] },
}));

import { fileURLToPath } from 'node:url';
import prefresh from '@prefresh/vite';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vite';
import { PREACT_ALIASES, reactAriaCollectionsOnPreact, reloadWholeWhatRefreshCannotSwap } from './scripts/support/react-on-preact.ts';

const routesDirectory = fileURLToPath(new URL('./src/web/routes/', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // React's API, drawn by Preact (scripts/support/react-on-preact.ts), in the browser and in the renderer.
  resolve: { alias: PREACT_ALIASES },
  // JSX compiles to React's runtime, which the alias above makes Preact's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The renderer bundles its libraries, so that they too take React from the alias above.
  ssr: { noExternal: true },
  plugins: [
    // The router plugin must come before the JSX transforms.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory,
      generatedRouteTree: './src/web/routeTree.gen.ts',
    }),
    // Hot reload of components in `npm run dev`: React's refresh runtime finds no React to refresh.
    // Its types promise a PluginOption, which may itself be a promise; Vite takes a promised list.
    prefresh().then((plugins) => [plugins]),
    reloadWholeWhatRefreshCannotSwap(routesDirectory),
    reactAriaCollectionsOnPreact(),
    tailwindcss(),
  ],
  // The manifest tells the server which chunks a page's route needs (modulepreload links in its HTML).
  // The server-side build (`vite build --ssr`, first screens as HTML) goes to dist/ssr, without the
  // public files the browser build already carries.
  build: isSsrBuild ? { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: true } : { outDir: 'dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  publicDir: isSsrBuild ? false : 'public',
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The dev page /dev/machines draws with Mermaid: bundled for the dev server up front, not on first use.
  optimizeDeps: { include: ['mermaid'] },
}));

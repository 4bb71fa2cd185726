import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const routesDirectory = fileURLToPath(new URL('./src/web/routes/', import.meta.url));

// Two builds: the browser's (dist/web: hashed assets and a manifest the server reads to write each
// page's styles, entry script and route code into it) and the server renderer (dist/ssr, with
// `vite build --ssr src/web/ssr/render-page.tsx`, React's production build bundled in).
export default defineConfig(({ isSsrBuild, command }) => ({
  // The built renderer bundles its libraries: files of its own for the server to load, React's
  // production build in them. In development, Vite's module runner leaves them to Node.
  ssr: command === 'build' ? { noExternal: true } : undefined,
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
  ],
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        rollupOptions: { input: 'src/web/entry.ts' },
        // entry.ts imports the app's code once the first screen is painted. Vite would preload that
        // import's dozens of chunks by adding a <link> each to the head, some 100 ms in one task on a
        // phone; the browser fetches them as well from main's own imports.
        modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (hostId.endsWith('src/web/entry.ts') ? [] : deps) },
      },
  publicDir: isSsrBuild ? false : 'public',
  // The dev page /dev/machines draws with Mermaid: bundled for the dev server up front, not on first use.
  optimizeDeps: { include: ['mermaid'] },
}));

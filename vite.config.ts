import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PREACT_ALIASES, reactAriaCollectionsOnPreact } from './scripts/support/react-on-preact.ts';

export default defineConfig(({ isSsrBuild }) => ({
  // React's API, drawn by Preact (scripts/support/react-on-preact.ts), in the browser and in the renderer.
  resolve: { alias: PREACT_ALIASES },
  // The renderer bundles its libraries, so that they too take React from the alias above.
  ssr: { noExternal: true },
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/routeTree.gen.ts',
    }),
    react(),
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
  // The dev server's bundling of libraries runs no Vite plugin: react-aria's fit with Preact goes there too.
  optimizeDeps: { include: ['mermaid'], rolldownOptions: { plugins: [reactAriaCollectionsOnPreact()] } },
}));

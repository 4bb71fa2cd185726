import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { vitePages } from '../../scripts/support/vite-pages.ts';
import type { Config } from '../../src/server/config.ts';
import { startTestApp, stopTestApp } from './test-app.ts';

const vites = new WeakMap<FastifyInstance, ViteDevServer>();

/** The real server with its pages, rendered from the app's source by Vite (no build needed). */
export async function startTestShop(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const { vite, pages } = await vitePages();
  const app = await startTestApp(overrides, { pages });
  vites.set(app, vite);
  return app;
}

export async function stopTestShop(app: FastifyInstance | undefined): Promise<void> {
  if (!app) return;
  await stopTestApp(app);
  await vites.get(app)?.close();
}

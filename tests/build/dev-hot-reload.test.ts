// `npm run dev` under Preact: an edited component is swapped in place by prefresh, a route file
// reloads the page (scripts/support/react-on-preact.ts). Checked on the real dev server's transforms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type UserConfig, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeFilesReloadWhole } from '../../scripts/support/react-on-preact.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let server: ViteDevServer;
let cacheDir: string;

beforeAll(async () => {
  // A cache of its own, so that a dev server running beside the tests keeps its bundled libraries.
  cacheDir = mkdtempSync(join(tmpdir(), 'vite-dev-test-'));
  // And no bundling of libraries at all (the config asks for some): only the app's transforms are checked.
  const noLibraryBundling = { name: 'no-library-bundling', config: { order: 'post' as const, handler: (config: UserConfig) => void (config.optimizeDeps!.include = []) } };
  server = await createServer({ root: ROOT, cacheDir, logLevel: 'silent', server: { middlewareMode: true, ws: false }, optimizeDeps: { noDiscovery: true }, plugins: [noLibraryBundling] });
});
afterAll(async () => {
  await server?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('hot reload in npm run dev', () => {
  it("registers a component with Preact's refresh, not React's", async () => {
    const result = await server.transformRequest('/src/web/features/cart/CartPanel.tsx');
    expect(result?.code).toContain('__PREFRESH__.register');
    expect(result?.code).toMatch(/\$RefreshReg\$\(_c\d*, "CartPanel"\)/);
    expect(result?.code).not.toContain('/@react-refresh');
  });

  it('reloads the page whole for a route file and lets other files through', () => {
    const sent: unknown[] = [];
    const plugin = routeFilesReloadWhole('/app/src/web/routes/');
    const hotUpdate = plugin.hotUpdate as (this: unknown, options: { file: string }) => unknown;
    const context = { environment: { name: 'client', hot: { send: (payload: unknown) => sent.push(payload) } } };
    expect(hotUpdate.call(context, { file: '/app/src/web/routes/shop.tsx' })).toEqual([]);
    expect(sent).toEqual([{ type: 'full-reload' }]);
    expect(hotUpdate.call(context, { file: '/app/src/web/features/cart/CartPanel.tsx' })).toBeUndefined();
    expect(hotUpdate.call({ ...context, environment: { ...context.environment, name: 'ssr' } }, { file: '/app/src/web/routes/shop.tsx' })).toBeUndefined();
    expect(sent).toHaveLength(1);
  });
});

// `npm run dev` under Preact: an edited component is swapped in place by prefresh, a route file or
// a module exporting more than components reloads the page (scripts/support/react-on-preact.ts).
// The first test runs the real dev server's transforms.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type UserConfig, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportsOnlyComponents, reloadWholeWhatRefreshCannotSwap } from '../../scripts/support/react-on-preact.ts';

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

  it('reloads the page whole for a route file, or a file that exports more than components', async () => {
    const sent: unknown[] = [];
    const hotUpdate = reloadWholeWhatRefreshCannotSwap('/app/src/web/routes/').hotUpdate as (this: unknown, options: unknown) => Promise<unknown>;
    const client = { environment: { name: 'client', hot: { send: (payload: unknown) => sent.push(payload) } } };
    const update = (file: string, source: string, context: unknown = client, isSelfAccepting = true) =>
      hotUpdate.call(context, { file, modules: [{ isSelfAccepting }], read: () => source });

    expect(await update('/app/src/web/routes/shop.tsx', "export const Route = createFileRoute('/shop')({});")).toEqual([]);
    expect(await update('/app/src/web/ui/Button.tsx', 'export function Button() {}\nexport function buttonClass() {}')).toEqual([]);
    expect(sent).toEqual([{ type: 'full-reload' }, { type: 'full-reload' }]);

    expect(await update('/app/src/web/features/cart/CartPanel.tsx', 'export default function CartPanel() {}')).toBeUndefined();
    expect(await update('/app/src/web/machines/cart.ts', 'export const cartMachine = 1;', client, false)).toBeUndefined();
    expect(await update('/app/src/web/routes/shop.tsx', 'export const Route = 1;', { ...client, environment: { ...client.environment, name: 'ssr' } })).toBeUndefined();
    expect(sent).toHaveLength(2);
  });

  it('tells a module exporting only components from one exporting anything else', () => {
    expect(exportsOnlyComponents(readFileSync(join(ROOT, 'src/web/features/cart/CartPanel.tsx'), 'utf8'))).toBe(true);
    expect(exportsOnlyComponents(readFileSync(join(ROOT, 'src/web/ui/Button.tsx'), 'utf8'))).toBe(false);
    expect(exportsOnlyComponents('export { Card, cardClass as cardStyle };')).toBe(false);
    expect(exportsOnlyComponents('export { Card as ProductCard, type cardProps as props };\nexport type { CardProps };\nexport interface Props {}')).toBe(true);
    expect(exportsOnlyComponents("export * from './card.tsx';")).toBe(false);
    expect(exportsOnlyComponents('export const useCart = () => {};')).toBe(false);
  });
});

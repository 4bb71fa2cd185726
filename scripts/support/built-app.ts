import { spawn } from 'node:child_process';

/** Debian's Chromium and the flags it needs on this machine (Playwright cannot download its own). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * The built app as `npm start` runs it (it builds what is missing) on 127.0.0.1:port, on a fresh
 * in-memory database unless env says otherwise; resolves once /api/health answers. root: the checkout
 * whose build it serves (another one's, to compare two builds).
 */
export async function startBuiltApp(port: number, env: Record<string, string> = {}, root = process.cwd()): Promise<{ base: string; stop: () => void }> {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/run/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: 'memory://', LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  const stop = () => server.kill();
  process.on('exit', stop);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet (the first start may build the app)
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('the server did not start');
}

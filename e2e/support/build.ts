// Global setup of the browser tests: the app is built once, before any shop starts.
// (A plain-JavaScript module without types: imported by name.)
const buildScript = '../../scripts/build-if-stale.mjs';

export default async function build(): Promise<void> {
  const { buildIfStale } = (await import(buildScript)) as { buildIfStale: () => Promise<void> };
  await buildIfStale();
}

// npx tsx scripts/bench/bench-pdf.ts: ten PDF catalogue rebuilds (five new versions of the catalogue, French
// then Arabic each time) on an in-memory shop, as the API makes them. Prints the time of each build and,
// over the builds, the event loop's largest delay (timer lateness, which counts the time the OS gives
// other processes too, hence the same figure with the loop idle) and its longest busy stretch.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import * as t from '../../src/server/db/schema.ts';

const VERSIONS = 5;
const app = await buildApp(loadConfig({}, { databaseUrl: 'memory://', logLevel: 'silent' }));

/** Timer lateness and busy stretches of this thread's event loop while `work` runs, in ms. */
async function watchLoop(work: () => Promise<void>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let last = performance.eventLoopUtilization();
  let busiest = 0;
  const sample = () => {
    const now = performance.eventLoopUtilization();
    busiest = Math.max(busiest, performance.eventLoopUtilization(now, last).active);
    last = now;
  };
  const timer = setInterval(sample, 10);
  delay.enable();
  // The histogram records from its second tick on.
  await sleep(25);
  await work();
  await sleep(20);
  delay.disable();
  clearInterval(timer);
  sample();
  return { maxDelay: delay.max / 1e6, busiest };
}

async function make(locale: 'fr' | 'ar') {
  const started = performance.now();
  const answer = await app.inject(`/api/catalogs/${locale}`);
  if (answer.statusCode !== 200) throw new Error(`${locale}: ${answer.statusCode} ${answer.body}`);
  return performance.now() - started;
}

try {
  await Promise.all([make('fr'), make('ar')]); // warm-up: fonts, code, the worker if any
  const times: Record<'fr' | 'ar', number[]> = { fr: [], ar: [] };
  const builds = { maxDelay: 0, busiest: 0 };
  const [variant] = await app.database.db.select().from(t.variants).limit(1);
  const watched = performance.now();
  for (let version = 1; version <= VERSIONS; version++) {
    // The new version is loaded first: only the making of the PDFs is watched.
    const before = await app.catalogue.version();
    await app.database.db.update(t.variants).set({ priceCentimes: 20_000 + version }).where(eq(t.variants.id, variant!.id));
    app.catalogue.invalidate();
    while ((await app.catalogue.version()) === before) await sleep(5);
    const loop = await watchLoop(async () => {
      for (const locale of ['fr', 'ar'] as const) times[locale].push(await make(locale));
    });
    builds.maxDelay = Math.max(builds.maxDelay, loop.maxDelay);
    builds.busiest = Math.max(builds.busiest, loop.busiest);
  }
  const idle = await watchLoop(() => sleep(performance.now() - watched));
  const ms = (value: number) => Math.round(value);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  for (const locale of ['fr', 'ar'] as const) console.log(`build time, ${locale}: ${times[locale].map(ms).join(', ')} ms (median ${ms(median(times[locale]))})`);
  console.log(`event loop over the ${VERSIONS * 2} builds: max delay ${ms(builds.maxDelay)} ms, longest busy stretch ${ms(builds.busiest)} ms`);
  console.log(`event loop idle as long: max delay ${ms(idle.maxDelay)} ms, longest busy stretch ${ms(idle.busiest)} ms`);
} finally {
  await app.close();
}

import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The longest stretch this thread's event loop stayed busy while `work` ran, in ms: its utilisation
 * sampled every 10 ms. Unlike a timer's lateness (monitorEventLoopDelay), it leaves out the time the
 * OS gives other processes: on a busy two-core machine, 50 to 150 ms with the loop idle.
 */
export async function longestBusyStretch(work: () => Promise<unknown>): Promise<number> {
  let last = performance.eventLoopUtilization();
  let longest = 0;
  const sample = () => {
    const now = performance.eventLoopUtilization();
    longest = Math.max(longest, performance.eventLoopUtilization(now, last).active);
    last = now;
  };
  const timer = setInterval(sample, 10);
  try {
    await work();
    // One more tick, so that a stretch still running when the work ended is counted.
    await sleep(20);
  } finally {
    clearInterval(timer);
  }
  sample();
  return longest;
}

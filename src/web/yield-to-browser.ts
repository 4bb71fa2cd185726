/**
 * Ends the current task and goes on in a new one, so the browser can paint and handle input between
 * two pieces of start-up work (a slow phone counts each task over 50 ms as blocking).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

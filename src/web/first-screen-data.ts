/**
 * How long the browser waits for the data a drawn page was drawn from before taking the page over
 * anyway (an answer that never comes then leaves that part to come in later, alone).
 */
export const FIRST_SCREEN_DATA_MS = 2_000;

/**
 * Settles when every promise the routes' loaders handed their pages has settled (the home page's
 * featured products, brands and texts), or after `ms`. The server drew those parts with the data in;
 * taken over before it is in here too, each would suspend and be drawn later in one piece, a long task
 * on a slow phone, instead of with the rest of the page, where its product cards go one per task.
 */
export async function loaderPromises(matches: readonly { loaderData?: unknown }[], ms: number): Promise<void> {
  const pending = matches.flatMap(({ loaderData }) =>
    loaderData && typeof loaderData === 'object' ? Object.values(loaderData).filter((value) => value instanceof Promise) : [],
  );
  if (!pending.length) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.allSettled(pending), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

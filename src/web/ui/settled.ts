type Marked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks a promise with how it settles (status, then value or reason), the marks `use()` reads: a
 * promise already settled when a part reads it is then read at once. Unmarked, `use()` suspends on
 * its first read even when the answer is long in, and a drawn page's part comes back out of turn,
 * whole, instead of being taken over with the rest.
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Marked<T>;
  if (!marked.status) {
    marked.status = 'pending';
    marked.then(
      (value) => Object.assign(marked, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(marked, { status: 'rejected', reason }),
    );
  }
  return promise;
}

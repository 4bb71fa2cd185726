/** A burst of changes (a sweep cancelling many orders) is told once, this long after its first. */
const COALESCE_MS = 200;

/**
 * Tells the back office's open screens that the orders changed (issue 45, item 2): fed by the
 * database's orders_changed notices (migration 0023), from every server on PostgreSQL and from this
 * process on the embedded database.
 */
export class OrderEvents {
  private readonly listeners = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;

  /** A notice from the database: the listeners hear of it once, shortly. */
  readonly notice = (): void => {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      for (const listener of this.listeners) listener();
    }, COALESCE_MS);
    this.timer.unref();
  };

  /** Calls `listener` after each change, until the returned function is called. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }
}

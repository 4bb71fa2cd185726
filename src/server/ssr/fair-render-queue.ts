import { RendererBusyError } from './page-renderer.ts';

interface Waiting {
  start: () => Promise<void>;
  abort: () => void;
}

/**
 * The renders waiting for a render thread, taken in turn by client (round robin) rather than in
 * arrival order: a client sending many renders at once waits behind its own, and a shopper's page is
 * at most one render behind each other client's. Past `perClient` waiting renders a client's next one
 * is refused (503), as is any past `total`, rather than left to reach its deadline.
 */
export class FairRenderQueue {
  /** Each client's waiting renders. */
  private readonly waiting = new Map<string, Waiting[]>();
  /** When the last render of each client with renders waiting or running started (a count of starts; 0: never). */
  private readonly lastStart = new Map<string, number>();
  /** Each client's renders running. */
  private readonly runningOf = new Map<string, number>();
  private starts = 0;
  private running = 0;
  private size = 0;

  constructor(
    /** Renders at once: the render threads. */
    private readonly concurrency: number,
    private readonly perClient: number,
    private readonly total: number,
  ) {}

  /** Runs `render` in the client's turn; a render whose signal aborts while it waits is dropped. */
  run<T>(client: string, signal: AbortSignal, render: () => Promise<T>): Promise<T> {
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    const queue = this.waiting.get(client) ?? [];
    if (queue.length >= this.perClient) return Promise.reject(new RendererBusyError(`${queue.length} pages of this client wait for a render`));
    if (this.size >= this.total) return Promise.reject(new RendererBusyError(`${this.size} pages wait for a render`));
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        start: () => {
          signal.removeEventListener('abort', entry.abort);
          return render().then(resolve, reject);
        },
        abort: () => {
          const mine = this.waiting.get(client);
          const at = mine?.indexOf(entry) ?? -1;
          if (at < 0) return;
          mine!.splice(at, 1);
          if (mine!.length === 0) {
            this.waiting.delete(client);
            if (!this.runningOf.has(client)) this.lastStart.delete(client);
          }
          this.size -= 1;
          reject(signal.reason as Error);
        },
      };
      signal.addEventListener('abort', entry.abort, { once: true });
      queue.push(entry);
      if (queue.length === 1) this.waiting.set(client, queue);
      this.size += 1;
      this.next();
    });
  }

  /** How many renders wait, and how many run. */
  get counts(): { waiting: number; running: number } {
    return { waiting: this.size, running: this.running };
  }

  /** The next render: the first waiting of the client whose last render started longest ago. */
  private next(): void {
    while (this.running < this.concurrency && this.size > 0) {
      let client = '';
      let oldest = Number.POSITIVE_INFINITY;
      for (const waiting of this.waiting.keys()) {
        const last = this.lastStart.get(waiting) ?? 0;
        if (last < oldest) [client, oldest] = [waiting, last];
      }
      const queue = this.waiting.get(client)!;
      const entry = queue.shift()!;
      if (!queue.length) this.waiting.delete(client);
      this.lastStart.set(client, ++this.starts);
      this.runningOf.set(client, (this.runningOf.get(client) ?? 0) + 1);
      this.size -= 1;
      this.running += 1;
      void entry.start().finally(() => {
        this.running -= 1;
        const left = this.runningOf.get(client)! - 1;
        if (left) this.runningOf.set(client, left);
        else {
          this.runningOf.delete(client);
          if (!this.waiting.has(client)) this.lastStart.delete(client);
        }
        this.next();
      });
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1000;

/**
 * Listens on a PostgreSQL channel (LISTEN) on a connection of its own, and calls `onChange` for each
 * notice; also after a reconnection, since notices sent while it was away are lost. Until `close`.
 */
export function listenForChanges(url: string, channel: string, onChange: () => void, log: FastifyBaseLogger): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notice) => {
      if (notice.channel === channel) onChange();
    });
    next.on('error', (error) => {
      log.warn({ err: error, channel }, 'change notices lost; listening again');
      retry(next);
    });
    next.on('end', () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void next.end().catch(() => {});
      const reconnected = client !== undefined;
      client = next;
      if (reconnected) onChange();
    } catch (error) {
      log.warn({ err: error, channel }, 'cannot listen for change notices yet');
      retry(next);
    }
  };
  const retry = (lost: pg.Client) => {
    if (closed || timer || (client && client !== lost)) return;
    void lost.end().catch(() => {});
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

import type { ServerResponse } from 'node:http';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import { queueCounts } from './confirmation-calls.ts';
import type { OrderEvents } from './order-events.ts';
import type { RequireStaff } from './staff-guard.ts';
import type { StaffSessions } from './staff-sessions.ts';

/**
 * A comment this often keeps the stream from looking idle to the server's timeout and to proxies; the
 * session is read again each time, and a stream whose session ended (signed out, expired, member
 * disabled) is closed.
 */
const KEEP_ALIVE_MS = 15_000;

/**
 * adminEvents: server-sent events to an open back office, an `orders` event with the confirmation
 * queue's counts at once and after each change. `streams` holds the open ones, ended when the server closes.
 */
export function liveEventHandlers({ db, requireStaff, sessions, events, streams }: { db: Db; requireStaff: RequireStaff; sessions: StaffSessions; events: OrderEvents; streams: Set<ServerResponse> }): Handlers {
  return {
    adminEvents: async (request, reply) => {
      const { sessionId } = await requireStaff(request, ['owner', 'staff']);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'x-accel-buffering': 'no' });
      // A failed read skips one event: the stream stays open for the next change.
      const send = async () => {
        try {
          const counts = await queueCounts(db);
          if (!stream.writableEnded) stream.write(`event: orders\ndata: ${JSON.stringify(counts)}\n\n`);
        } catch (error) {
          request.log.warn({ err: error }, 'queue counts could not be read');
        }
      };
      stream.write('retry: 2000\n\n');
      streams.add(stream);
      const unsubscribe = events.subscribe(() => void send());
      const keepAlive = setInterval(() => {
        sessions.isOpen(sessionId).then(
          (open) => (open ? stream.write(': keep-alive\n\n') : stream.end()),
          () => stream.write(': keep-alive\n\n'),
        );
      }, KEEP_ALIVE_MS);
      stream.once('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
        streams.delete(stream);
      });
      await send();
      return reply;
    },
  };
}

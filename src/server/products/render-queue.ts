import pLimit from 'p-limit';
import { ApiError } from '../errors.ts';

/**
 * Renders run at once. A render holds one of libuv's 4 threads (UV_THREADPOOL_SIZE counts only when
 * set before Node starts, so it is left alone) and a core for up to 1.7 s (AVIF at 800 px): one at a
 * time keeps three threads for argon2, files and zlib, and a core for the event loop (2 cores here).
 */
export const RENDERS_AT_ONCE = 1;
/** Renders that may wait their turn: a full page of the shop (48 pictures) with room to spare. */
export const RENDERS_WAITING = 64;
// A place in the queue frees up with each render done, so a few seconds is enough.
const RETRY_AFTER_SECONDS = 5;

/** Runs renders RENDERS_AT_ONCE at a time; past RENDERS_WAITING waiting, refuses with 503 and Retry-After. */
export function renderQueue(): <T>(render: () => Promise<T>) => Promise<T> {
  const limit = pLimit(RENDERS_AT_ONCE);
  return (render) => {
    if (limit.pendingCount >= RENDERS_WAITING) {
      const headers = { 'retry-after': String(RETRY_AFTER_SECONDS) };
      return Promise.reject(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Too many images are being prepared; try again shortly', undefined, headers));
    }
    return limit(render);
  };
}

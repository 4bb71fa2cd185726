import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '../http/request-id.ts';
import inject from 'light-my-request';
import { Piscina } from 'piscina';
import type { Locale } from '../../domain/locale.ts';
import type { RouterManifest } from './page-manifest.ts';

/** What the app's server renderer (src/web/ssr/render-page.tsx) is asked: the server never imports it, it loads it. */
export interface PageRequest {
  url: string;
  lang: Locale;
  publicUrl: string;
  fetch: typeof fetch;
  manifest?: RouterManifest;
  signal: AbortSignal;
  /** The id of the request the page is rendered for: the render's API calls and log lines carry it. */
  requestId?: string;
  /** Where the render's own log lines go (the request's logger, which names its id). */
  log?: FastifyBaseLogger;
}

/** A page rendered; cpuMs: the time the render kept its thread busy, when that is known. */
export type RenderedPage = ({ status: number; html: string } | { status: number; location: string }) & { cpuMs?: number };

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** Too many pages wait for a render already: the shopper is asked to come back in a moment. */
export class RendererBusyError extends Error {}

/** How long a finished render's port may take to bring its last lines (its last message says they are in). */
const PORT_DRAIN_MS = 1_000;

/** Pages waiting for a render thread (about a second of renders), past which a new one is refused (503) rather than left to time out. */
const MAX_WAITING = 40;

/**
 * A render thread's heap: without limits V8 sizes it for the machine (4 GB here) and let it reach
 * 270 MB between collections; a render's live heap is a few MB over the renderer's 30 MB or so.
 */
const RENDER_THREAD_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

/** The file `npm run build` made beside the browser's build (dist/ssr/render-page.js), if there is one. */
export function builtRendererFile(webDir: string): string | undefined {
  const file = join(webDir, '..', 'ssr', 'render-page.js');
  return existsSync(file) ? file : undefined;
}

/** The built renderer loaded in this thread (scripts that measure the renderer itself). */
export async function loadBuiltRenderer(webDir: string): Promise<RenderPage | undefined> {
  const file = builtRendererFile(webDir);
  return file ? ((await import(pathToFileURL(file).href)) as { renderPage: RenderPage }).renderPage : undefined;
}

/**
 * The built renderer in worker threads (piscina; one on a two-core machine, the other core stays with
 * the server's event loop), so no render holds the API up. A render's calls to the API come back here
 * over its own port and are answered in process; a render given up (its signal) ends its thread.
 */
export function renderInWorkers(app: FastifyInstance, webDir: string, manifest: RouterManifest | undefined): { render: RenderPage; threads: number; ready: () => Promise<void> } | undefined {
  const file = builtRendererFile(webDir);
  if (!file) return undefined;
  const threads = Math.max(1, availableParallelism() - 1);
  const pool = new Piscina({
    filename: new URL('./render-worker.mjs', import.meta.url).href,
    workerData: { rendererUrl: pathToFileURL(file).href, manifest },
    minThreads: threads,
    maxThreads: threads,
    maxQueue: MAX_WAITING,
    idleTimeout: Number.POSITIVE_INFINITY,
    resourceLimits: RENDER_THREAD_LIMITS,
  });
  // After the server's last answer: renders still running (their shopper gone) finish, then the threads end.
  app.addHook('onClose', () => pool.close());
  // Loaded: a thread has imported the renderer (a task that only waits for that import). Once it has, it stays.
  let loaded: Promise<void> | undefined;
  const ready = () =>
    (loaded ??= (pool.run({ ping: true }) as Promise<void>).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const render: RenderPage = async ({ url, lang, publicUrl, signal, requestId, log = app.log }) => {
    if (pool.queueSize >= MAX_WAITING) throw new RendererBusyError(`${pool.queueSize} pages wait for a render`);
    const fetch = inProcessFetch(app, requestId);
    const { port1, port2 } = new MessageChannel();
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
      setTimeout(resolve, PORT_DRAIN_MS).unref();
    });
    port1.on('message', async (message: WorkerMessage) => {
      if ('end' in message) return end();
      // A line the render wrote (console.*): logged here, with the request's id.
      if ('log' in message) {
        log[message.log.level]({ render: url }, message.log.text);
        return;
      }
      const { id, method, url: target, headers, body } = message;
      const answer = await fetch(target, { method, headers, body }).catch((error: unknown) => {
        log.warn({ err: error, render: url, call: target }, 'a render could not call the API');
        return new Response(null, { status: 503 });
      });
      const bytes = answer.status === 204 || answer.status === 304 ? null : await answer.arrayBuffer();
      port1.postMessage({ id, status: answer.status, headers: [...answer.headers], body: bytes }, bytes ? [bytes] : []);
    });
    try {
      const page = (await pool.run({ url, lang, publicUrl, requestId, port: port2 }, { transferList: [port2], signal })) as RenderedPage;
      // Its last lines may still be on their way (its answer came on another channel): the port's
      // last message says they are all in (a second at most).
      await ended;
      return page;
    } finally {
      port1.close();
    }
  };
  return { render, threads, ready };
}

/** What a render thread sends over its task's port: a call to the API, a line it wrote, or that it is done. */
type WorkerMessage =
  | { id: number; method: string; url: string; headers: [string, string][]; body: ArrayBuffer | null }
  | { log: { level: 'error' | 'warn' | 'info' | 'debug'; text: string } }
  | { end: true };

/**
 * A fetch answered by this server in process (light-my-request over its routing, as app.inject does):
 * a page's data never crosses the network. Not app.inject itself, which refuses once the server is
 * closing: a render still in flight on SIGTERM must get its data, as its page's request gets its answer.
 * `requestId`: the page's request, whose id its API calls carry (X-Request-Id), so their log lines do.
 */
export function inProcessFetch(app: FastifyInstance, requestId?: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const answer = await inject(app.routing, {
      method: request.method as 'GET',
      url: `${pathname}${search}`,
      headers: { ...Object.fromEntries(request.headers), ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

// @ts-check
// A worker thread that renders pages (piscina runs it: page-renderer.ts), so a render never holds the
// server's event loop: the built renderer (dist/ssr/render-page.js) runs here, and its calls to the
// API cross back to the server's thread over the task's port (answered there in process).
// Plain JavaScript, so the same file runs from the source and beside the bundle (scripts/run/build-server.mjs).
import { performance } from 'node:perf_hooks';
import { format } from 'node:util';
import { workerData } from 'node:worker_threads';

/** @type {Promise<{ renderPage: (request: object) => Promise<object> }>} */
const renderer = import(workerData.rendererUrl);

/**
 * A fetch whose requests the server's thread answers: each goes over the port with an id, its answer
 * comes back with the same id.
 * @param {import('node:worker_threads').MessagePort} port
 * @returns {typeof fetch}
 */
function fetchThrough(port) {
  /** @type {Map<number, (answer: { status: number, headers: [string, string][], body: ArrayBuffer | null }) => void>} */
  const waiting = new Map();
  let last = 0;
  port.on('message', (answer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return async (input, init) => {
    const request = new Request(input, init);
    const id = ++last;
    const body = request.body ? await request.arrayBuffer() : null;
    /** @type {{ status: number, headers: [string, string][], body: ArrayBuffer | null }} */
    const answer = await new Promise((resolve) => {
      waiting.set(id, resolve);
      port.postMessage({ id, method: request.method, url: request.url, headers: [...request.headers], body }, body ? [body] : []);
    });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

/** @type {Record<'error' | 'warn' | 'info' | 'log' | 'debug', 'error' | 'warn' | 'info' | 'debug'>} */
const LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' };

/**
 * While a render runs, what it writes to the console goes over its port to the server's thread, which
 * logs it with the id of the request the page is rendered for (a thread renders one page at a time).
 * @param {import('node:worker_threads').MessagePort} port
 * @returns {() => void} what puts the console back
 */
function consoleThrough(port) {
  const saved = /** @type {const} */ (['error', 'warn', 'info', 'log', 'debug']).map((name) => {
    const original = console[name];
    console[name] = (...args) => port.postMessage({ log: { level: LEVELS[name], text: format(...args) } });
    return () => {
      console[name] = original;
    };
  });
  return () => saved.forEach((restore) => restore());
}

/**
 * One page: its address and language, in; its HTML (or where it forwards to), out. `ping`: only wait
 * for the renderer to load (the server's readiness check).
 * @param {{ ping: true } | { url: string, lang: string, publicUrl: string, requestId?: string, port: import('node:worker_threads').MessagePort }} task
 */
export default async function render(task) {
  if ('ping' in task) {
    await renderer;
    return null;
  }
  const { url, lang, publicUrl, requestId, port } = task;
  const restoreConsole = consoleThrough(port);
  try {
    const { renderPage } = await renderer;
    // This thread's busy time over the render (its waits for the API are idle time): the render's CPU.
    const before = performance.eventLoopUtilization();
    // The server's thread gives up on a render past its time; piscina then ends this thread.
    const page = await renderPage({ url, lang, publicUrl, requestId, fetch: fetchThrough(port), manifest: workerData.manifest, signal: new AbortController().signal });
    return { ...page, cpuMs: performance.eventLoopUtilization(before).active };
  } finally {
    restoreConsole();
    // After every line the render wrote: the server's thread waits for this before it ends the render.
    port.postMessage({ end: true });
    port.close();
  }
}

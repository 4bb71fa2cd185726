// @ts-check
// A worker thread that renders pages (piscina runs it: page-renderer.ts), so a render never holds the
// server's event loop: the built renderer (dist/ssr/render-page.js) runs here, and its calls to the
// API cross back to the server's thread over the task's port (answered there in process).
// Plain JavaScript, so the same file runs from the source and beside the bundle (scripts/run/build-server.mjs).
import { performance } from 'node:perf_hooks';
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

/**
 * One page: its address and language, in; its HTML (or where it forwards to), out.
 * @param {{ url: string, lang: string, publicUrl: string, port: import('node:worker_threads').MessagePort }} task
 */
export default async function render({ url, lang, publicUrl, port }) {
  try {
    const { renderPage } = await renderer;
    // This thread's busy time over the render (its waits for the API are idle time): the render's CPU.
    const before = performance.eventLoopUtilization();
    // The server's thread gives up on a render past its time; piscina then ends this thread.
    const page = await renderPage({ url, lang, publicUrl, fetch: fetchThrough(port), manifest: workerData.manifest, signal: new AbortController().signal });
    return { ...page, cpuMs: performance.eventLoopUtilization(before).active };
  } finally {
    port.close();
  }
}

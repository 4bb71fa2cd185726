import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CataloguePdfInput } from '../../src/server/catalogue-pdf/catalogue-pdf-input.ts';
import { PdfWorker, startPdfWorker } from '../../src/server/catalogue-pdf/pdf-worker-client.ts';
import { pdfLines } from '../support/pdf-text.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const input: CataloguePdfInput = {
  locale: 'ar',
  generatedAt: '2026-03-01T09:00:00.000Z',
  brands: [
    {
      name: 'ديكا إكسترا',
      type: 'زيت زيتون بكر ممتاز',
      description: 'من العصرة الأولى على البارد',
      products: [{ name: 'زيت الزيتون البكر', category: 'زيت الزيتون', variants: [{ size: '1L', priceCentimes: 11900, volumeMl: 1000, inStock: true }] }],
    },
  ],
};

/** A worker from code, counting how many were started. */
function workers(...codes: (string | undefined)[]) {
  const started: Worker[] = [];
  const start = () => {
    const code = codes[started.length];
    const worker = code === undefined ? startPdfWorker() : new Worker(`const { parentPort } = require('node:worker_threads'); ${code}`, { eval: true });
    started.push(worker);
    return worker;
  };
  return { start, started };
}

const closing: PdfWorker[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((pdfs) => pdfs.close()));
});
const pdfWorker = (options: ConstructorParameters<typeof PdfWorker>[0]) => {
  const pdfs = new PdfWorker(options);
  closing.push(pdfs);
  return pdfs;
};

describe('the PDF worker', () => {
  it('draws a catalogue in its own thread, and the same thread draws the next', async () => {
    const { start, started } = workers();
    const pdfs = pdfWorker({ start });
    const lines = await pdfLines(await pdfs.build(input));
    expect(lines).toContain('زيت الزيتون البكر');
    expect(lines.join('\n')).toContain('119.00 DH');
    expect((await pdfs.build({ ...input, locale: 'fr' })).subarray(0, 5).toString()).toBe('%PDF-');
    expect(started).toHaveLength(1);
  });

  it('fails the build of a worker that stops or crashes, and starts another for the next build', async () => {
    const { start, started } = workers(`parentPort.on('message', () => process.exit(3));`, `parentPort.on('message', () => { throw new Error('out of fonts'); });`);
    const pdfs = pdfWorker({ start });
    await expect(pdfs.build(input)).rejects.toThrow('the PDF worker stopped (exit code 3)');
    await expect(pdfs.build(input)).rejects.toThrow('the PDF worker crashed: out of fonts');
    expect((await pdfs.build(input)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(started).toHaveLength(3);
  });

  it('fails a build the worker cannot make alone, and keeps the worker', async () => {
    const { start, started } = workers();
    const pdfs = pdfWorker({ start });
    await expect(pdfs.build({ ...input, brands: [{ ...input.brands[0]!, products: [{ name: 'x', category: 'y', variants: null as never }] }] })).rejects.toThrow(/the PDF worker failed: TypeError/);
    expect((await pdfs.build(input)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(started).toHaveLength(1);
  });

  it('ends a worker that takes too long, failing what it holds', async () => {
    const { start, started } = workers(`parentPort.on('message', () => {});`);
    const pdfs = pdfWorker({ start, timeoutMs: 300 });
    const builds = Promise.all([pdfs.build(input), pdfs.build(input)]);
    const exited = once(started[0]!, 'exit');
    await expect(builds).rejects.toThrow('the PDF worker took over 300 ms');
    await exited;
  });

  it('ends its worker on close, and builds nothing after', async () => {
    const { start, started } = workers();
    const pdfs = pdfWorker({ start });
    await pdfs.build(input);
    const exited = once(started[0]!, 'exit');
    await pdfs.close();
    await exited;
    await expect(pdfs.build(input)).rejects.toThrow('the PDF worker is closed');
    expect(started).toHaveLength(1);
  });
});

describe('the PDF catalogue served from the worker', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => stopTestApp(app));

  it('answers 503 in the envelope when the PDF cannot be made, and makes it at the next request', async () => {
    const build = vi.spyOn(PdfWorker.prototype, 'build').mockRejectedValueOnce(new Error('the PDF worker stopped (exit code 1)'));
    const failed = await app.inject('/api/catalogs/ar');
    expect(failed.headers['x-contract-violation'], failed.body).toBeUndefined();
    expect(failed.statusCode).toBe(503);
    expect(json(failed)).toEqual({ success: false, error: expect.any(String), message: expect.stringContaining('could not be made'), code: 'SERVICE_UNAVAILABLE', requestId: failed.headers['x-request-id'] });
    const made = await app.inject('/api/catalogs/ar');
    expect(made.statusCode).toBe(200);
    expect(build).toHaveBeenCalledTimes(2);
    build.mockRestore();
  });

  it('ends the worker when the server closes', async () => {
    const own = await startTestApp();
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    let worker: unknown;
    try {
      expect((await own.inject('/api/catalogs/fr')).statusCode).toBe(200);
      worker = posted.mock.contexts[0];
    } finally {
      posted.mockRestore();
    }
    if (!(worker instanceof Worker)) throw new Error('no PDF worker was sent the catalogue');
    const exited = once(worker, 'exit');
    await stopTestApp(own);
    await exited;
  });
});

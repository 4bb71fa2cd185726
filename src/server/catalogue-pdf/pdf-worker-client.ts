import { Worker } from 'node:worker_threads';
import type { CataloguePdfInput } from './catalogue-pdf-input.ts';

export interface PdfJob {
  id: number;
  input: CataloguePdfInput;
}
export type PdfResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * The worker's code: beside the bundle's main.js, pdf-worker.js (scripts/run/build-server.mjs); run from
 * the TypeScript source (tsx, vitest), pdf-worker.ts through tsx's loader, which a worker does not inherit.
 */
export function startPdfWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pdf-worker.js', import.meta.url));
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./pdf-worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, { eval: true });
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The PDF catalogues are drawn in one worker thread (the machine has two cores: one for the server,
 * one for this), started on the first build. A worker that fails, stops or takes too long fails the
 * builds it holds and is replaced at the next one; close() ends it.
 */
export class PdfWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private closed = false;

  constructor(private readonly options: { start?: () => Worker; timeoutMs?: number } = {}) {}

  build(input: CataloguePdfInput): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the PDF worker is closed'));
    const worker = (this.worker ??= this.start());
    const id = ++this.lastId;
    return new Promise<Buffer>((resolve, reject) => {
      const timeoutMs = this.options.timeoutMs ?? 30_000;
      const timer = setTimeout(() => this.stop(worker, new Error(`the PDF worker took over ${timeoutMs} ms`)), timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, input } satisfies PdfJob);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.worker) await this.stop(this.worker, new Error('the PDF worker is closed'));
  }

  private start(): Worker {
    const worker = (this.options.start ?? startPdfWorker)();
    worker.on('message', (result: PdfResult) => {
      const job = this.pending.get(result.id);
      if (!job) return;
      this.settle(result.id);
      if ('pdf' in result) job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
      else job.reject(new Error(`the PDF worker failed: ${result.error}`));
    });
    worker.on('error', (error) => void this.stop(worker, new Error(`the PDF worker crashed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => void this.stop(worker, new Error(`the PDF worker stopped (exit code ${code})`)));
    return worker;
  }

  /** Fails every build the worker holds and ends it; the next build starts another. */
  private async stop(worker: Worker, error: Error): Promise<void> {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const [id, job] of this.pending) {
      this.settle(id);
      job.reject(error);
    }
    await worker.terminate();
  }

  private settle(id: number): void {
    clearTimeout(this.pending.get(id)?.timer);
    this.pending.delete(id);
  }
}

// The PDF catalogue's own thread: a catalogue's plain data in, its PDF out, so a build never holds the
// server's event loop. Started by PdfWorker (pdf-worker-client.ts).
import { parentPort } from 'node:worker_threads';
import { catalogueToPdf } from './catalogue-pdf.ts';
import type { PdfJob, PdfResult } from './pdf-worker-client.ts';

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread');

port.on('message', (job: PdfJob) => {
  catalogueToPdf(job.input).then(
    (pdf) => port.postMessage({ id: job.id, pdf } satisfies PdfResult),
    (error: unknown) => port.postMessage({ id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies PdfResult),
  );
});

// npm start: build the web app and the server when missing or older than their sources, then run
// the one process that serves both.
import { buildIfStale } from './build-if-stale.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import('../../dist/server/main.js');

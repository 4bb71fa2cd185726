// npm run dev: the shop from its source, on one port. Vite serves the browser's modules with hot
// reload (React's fast refresh: an edited component keeps its state), and the server renders every
// page through Vite's module runner (scripts/support/vite-pages.ts), with no page cache; the API is the
// real one, on the database of DATA_DIR (or DATABASE_URL) as `npm start` uses it.
import { createServer } from 'node:http';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { vitePages } from '../support/vite-pages.ts';

const config = loadConfig(process.env);
// Vite answers for its own paths (modules, public files, its client) and hands the rest to Fastify.
const server = createServer((request, response) => vite.middlewares(request, response, () => app.routing(request, response)));
const { vite, pages } = await vitePages(server);
const app = await buildApp(config, { pages, cachePages: false });
await app.ready();
server.listen(config.port, config.host, () => console.log(`The shop in development: http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}/`));
const stop = async () => {
  server.close();
  await vite.close();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { CatalogueFiles } from './catalogue-files.ts';
import { catalogHandlers } from './routes.ts';

/** /api/catalogs (the catalogue as a PDF, per language) and /api/catalog-requests (who asked for it). */
export async function cataloguePdfModule(app: FastifyInstance): Promise<void> {
  const files = new CatalogueFiles(app.catalogue, (input) => app.pdfs.build(input), app.database);
  serveOperations(app, app.contract, catalogHandlers(files, app.database.db, app.limits));
}

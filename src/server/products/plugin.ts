import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { imageHandlers } from './images.ts';
import { catalogueHandlers } from './routes.ts';

/** /api/products (the catalogue, its brands and categories) and /api/files/product-images. */
export async function productsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  serveOperations(app, app.contract, {
    ...catalogueHandlers(app.catalogue, db),
    ...imageHandlers(db, app.config.imageCacheDir ?? join(app.filesDir, 'cache', 'images')),
  });
}

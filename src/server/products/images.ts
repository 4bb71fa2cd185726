import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { IMAGE_FORMATS, type ImageFormat, type ImageWidth, productImageSrcset, productImageUrl } from '../../domain/images.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { renderImage } from './render-image.ts';
import { renderQueue } from './render-queue.ts';

const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const YEAR = 31_536_000;

/**
 * Product image renditions, made from the stored artwork on first request and kept on disk.
 * An image id never changes content, so renditions are immutable and cached for a year. Renders wait
 * their turn in a bounded queue (render-queue.ts); one rendition asked for twice is rendered once.
 */
export function imageHandlers(db: Db, cacheDir: string): Handlers {
  const inFlight = new Map<string, Promise<Buffer>>();
  const queued = renderQueue();

  async function rendition(imageId: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
    const file = join(cacheDir, `${imageId}-${width}.${format}`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return cached;
    const [row] = await db.select({ source: t.productImages.source }).from(t.productImages).where(eq(t.productImages.id, imageId));
    if (!row) throw notFound('Image not found');
    const buffer = await queued(() => renderImage(row.source, width, format));
    await mkdir(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, buffer);
    await rename(partial, file);
    return buffer;
  }

  return {
    getProductImage: async (request, reply) => {
      const { imageId } = request.params;
      const width = (request.query.w ?? 640) as ImageWidth;
      const format = request.query.format ?? 'webp';
      const etag = `"${imageId}-${width}-${format}"`;
      reply.header('cache-control', `public, max-age=${YEAR}, immutable`).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const key = `${imageId}-${width}-${format}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = rendition(imageId, width, format).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return reply.type(MIME[format]).send(await pending);
    },

    getProductImageUrl: async (request) => {
      const { imageId } = request.params;
      const [row] = await db
        .select({ width: t.productImages.width, height: t.productImages.height })
        .from(t.productImages)
        .where(eq(t.productImages.id, imageId));
      if (!row) throw notFound('Image not found');
      return {
        success: true as const,
        data: {
          url: productImageUrl(imageId),
          width: row.width,
          height: row.height,
          sources: IMAGE_FORMATS.map((format) => ({ format, srcset: productImageSrcset(imageId, format) })),
        },
      };
    },
  };
}

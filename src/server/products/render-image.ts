import sharp from 'sharp';
import type { ImageFormat, ImageWidth } from '../../domain/images.ts';

// One libvips thread per render (sharp's default is one per core, except on glibc without jemalloc):
// a render then takes one core at most, and the other stays for the event loop and password hashing.
sharp.concurrency(1);

/** A rendition of SVG artwork, rasterised at the density that gives the target width (so small ones stay crisp). */
export function renderImage(source: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(source), { density: 72 * (width / 800) * 2 }).resize(width, width, { fit: 'contain' });
  if (format === 'avif') return image.avif({ quality: 55, effort: 4 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.flatten({ background: '#fbf6ec' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

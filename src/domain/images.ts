export const IMAGE_WIDTHS = [160, 320, 480, 640, 800] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;

export function productImageUrl(imageId: string, width: ImageWidth = DEFAULT_IMAGE_WIDTH, format: ImageFormat = 'webp'): string {
  return `/api/files/product-images/${imageId}?w=${width}&format=${format}`;
}

export function productImageSrcset(imageId: string, format: ImageFormat): string {
  return IMAGE_WIDTHS.map((w) => `${productImageUrl(imageId, w, format)} ${w}w`).join(', ');
}

import { describe, expect, it } from 'vitest';
import { productImageSrcset, productImageUrl } from '../../src/domain/images.ts';

// Spec section 3: images are served under /files/product-images/{imageId} (the API's mount is /api);
// the spec is silent on the widths and formats, which are pinned here.
describe('productImageUrl', () => {
  it('defaults to 640 wide in webp', () => {
    expect(productImageUrl('img1')).toBe('/api/files/product-images/img1?w=640&format=webp');
  });
  it('takes a width and a format', () => {
    expect(productImageUrl('img1', 160, 'avif')).toBe('/api/files/product-images/img1?w=160&format=avif');
  });
});

describe('productImageSrcset', () => {
  it('lists every width of one format', () => {
    expect(productImageSrcset('x', 'jpeg')).toBe(
      [160, 320, 480, 640, 800].map((w) => `/api/files/product-images/x?w=${w}&format=jpeg ${w}w`).join(', '),
    );
  });
});

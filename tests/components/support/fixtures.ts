import type { components } from '../../../openapi/schema.d.ts';

// What several component tests answer with: a signed-in customer, and a cart line of 2 × 1 L olive oil
// at 89.00 DH.
export const AMINA = { id: '0b8f3c1e-8d4a-4c2e-9f1a-2b3c4d5e6f70', email: 'amina@example.ma', firstName: 'Amina', lastName: 'Bennani', name: 'Amina Bennani', phone: null, isVerified: true };

export const OLIVE_LINE: components['schemas']['CartItem'] = {
  id: '5d1b7c2a-0e4f-4a8b-9c3d-1e2f3a4b5c61',
  productId: '7a0e3f52-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  variantId: '8b1f4a63-2c3d-4e4f-9a5b-6c7d8e9f0a12',
  slug: 'dika-huile-olive-vierge-extra',
  quantity: 2,
  unitPrice: 8900,
  totalPrice: 17800,
  currency: 'MAD',
  productName: 'Huile d’olive vierge extra',
  image: null,
  size: '1L',
  brand: 'dika-extra',
  brandDisplayName: 'Dika Extra',
  itemProperties: [],
  stock: 120,
};

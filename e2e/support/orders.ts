import type { Page } from '@playwright/test';
import { PASSWORD } from './signup.ts';

export interface PlacedOrder {
  id: string;
  number: string;
  total: number;
}

/**
 * A cash-on-delivery order to 15 avenue des FAR, Casablanca, placed through the API as the checkout
 * places it, by a verified account with PASSWORD: its cart's lines (`source: 'cart'`), else two units
 * of the first product with stock to spare, put in its cart first.
 */
export async function placeOrderByApi(page: Page, email: string, lang: 'fr' | 'en' | 'ar' = 'fr', { fillCart = true } = {}): Promise<PlacedOrder> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken}` };
  if (fillCart) {
    const { data } = (await (await page.request.get('/api/products?pageSize=48')).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } };
    const product = data.products.find((p) => p.variants[0]!.stock >= 10)!;
    await page.request.post('/api/cart/items', { headers, data: { productId: product.id, variantId: product.variants[0]!.id, quantity: 2 } });
  }
  const placed = await page.request.post(`/api/orders?lang=${lang}`, {
    headers,
    data: {
      source: 'cart',
      customerInfo: { firstName: 'Salma', lastName: 'Idrissi', email, phone: '+212661234567' },
      deliveryAddress: { street: '15 avenue des FAR', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'home-casablanca-rabat' },
    },
  });
  if (placed.status() !== 201) throw new Error(`the order answered ${placed.status()}: ${await placed.text()}`);
  const { order } = ((await placed.json()) as { data: { order: { _id: string; orderNumber: string; total: number } } }).data;
  return { id: order._id, number: order.orderNumber, total: order.total };
}

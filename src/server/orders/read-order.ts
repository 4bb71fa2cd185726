import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Locale } from '../../domain/locale.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../errors.ts';

type Order = components['schemas']['Order'];

const PAYMENT_STATUS = { 'cash-on-delivery': 'due-on-delivery', 'bank-transfer': 'awaiting-transfer', stripe: 'awaiting-card' } as const;

/** One of this customer's orders as the contract shows it; someone else's is not found (404). */
export async function readOrder(db: Db, userId: string, orderId: string, lang: Locale): Promise<Order> {
  const [order] = await db.select().from(t.orders).where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!order) throw notFound('Order not found');
  return orderView(db, order, lang);
}

/** An order row with its lines, delivery method, pickup shop and bank, as the contract shows an order. */
export async function orderView(db: Db, order: typeof t.orders.$inferSelect, lang: Locale): Promise<Order> {
  // One query after the other: `db` may be a transaction, one connection, which node-postgres will
  // not take a second query on while the first runs (deprecated in pg 8, refused in pg 9).
  const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)).orderBy(asc(t.orderItems.position));
  const [method] = await db.select().from(t.deliveryMethods).where(eq(t.deliveryMethods.id, order.deliveryMethodId));
  const [shop] = order.pickupShopId ? await db.select().from(t.pickupShops).where(eq(t.pickupShops.id, order.pickupShopId)) : [];
  const [bank] = order.bankId ? await db.select().from(t.banks).where(eq(t.banks.id, order.bankId)) : [];
  const [courier] = order.courierId ? await db.select({ name: t.couriers.name }).from(t.couriers).where(eq(t.couriers.id, order.courierId)) : [];
  return {
    _id: order.id,
    orderNumber: order.number,
    status: order.status,
    fulfilment: order.fulfilment,
    createdAt: order.createdAt.toISOString(),
    source: order.source,
    items: items.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      productTitle: item.productTitle[lang],
      imageId: item.imageId,
      size: item.size,
      properties: Object.fromEntries(Object.entries(item.properties).map(([name, value]) => [name, value[lang]])),
      quantity: item.quantity,
      price: item.priceCentimes,
      totalPrice: item.priceCentimes * item.quantity,
    })),
    subtotal: order.subtotalCentimes,
    shipping: order.shippingCentimes,
    vat: order.vatCentimes,
    total: order.totalCentimes,
    currency: 'MAD',
    customerInfo: order.customer,
    // A pickup is collected at its shop; orders placed before 0018 kept a home address it never needed.
    deliveryAddress: order.pickupShopId ? null : order.deliveryAddress,
    deliveryMethod: {
      id: order.deliveryMethodId,
      name: method?.name[lang] ?? order.deliveryMethodId,
      type: method?.type ?? 'home-delivery',
      unitPrice: order.shippingCentimes,
    },
    pickupShop: shop ? { _id: shop.id, title: shop.title, address: shop.address, city: shop.city } : null,
    paymentMethod: order.paymentMethod,
    bank: bank
      ? {
          id: bank.id,
          name: bank.name,
          accountHolder: bank.accountHolder,
          rib: bank.rib,
          swift: bank.swift,
          hasLogo: bank.hasLogo,
          hasQRCode: bank.hasQrCode,
          qrCodeUrl: bank.hasQrCode ? `/api/checkout/banks/${bank.id}/qr` : null,
        }
      : null,
    payment: {
      status: order.status === 'paid' ? 'paid' : order.status === 'cancelled' ? 'cancelled' : PAYMENT_STATUS[order.paymentMethod],
      // The card provider's page, while the card payment is still to be made there.
      checkoutUrl: order.status === 'awaiting-payment' && order.paymentMethod === 'stripe' ? order.paymentUrl : null,
    },
    shipment: courier ? { courier: courier.name, trackingNumber: order.trackingNumber } : null,
  };
}

/** The order this customer already placed with this idempotency key, and its request's fingerprint, if any. */
export async function orderWithKey(db: Db, userId: string, key: string): Promise<{ id: string; fingerprint: string | null } | undefined> {
  const [row] = await db
    .select({ id: t.orders.id, fingerprint: t.orders.idempotencyFingerprint })
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), eq(t.orders.idempotencyKey, key)));
  return row;
}

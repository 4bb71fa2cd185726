import Stripe from 'stripe';
import type { Locale } from '../../domain/locale.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

/** What the card provider is told of an order: every amount already computed by our server. */
export interface CardOrder {
  orderId: string;
  orderNumber: string;
  email: string;
  locale: Locale;
  lines: { name: string; unitPrice: number; quantity: number }[];
  shipping: number;
  vat: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CardCheckout {
  sessionId: string;
  url: string;
}

export type CardPaymentState = 'paid' | 'open' | 'expired';

/** Card payments through a hosted checkout page: start one for an order, then ask how it went. */
export interface CardPayments {
  start(order: CardOrder): Promise<CardCheckout>;
  state(sessionId: string): Promise<CardPaymentState>;
}

// The hosted page speaks French and English; it has no Arabic, so it follows the browser there.
const PAGE_LOCALE = { fr: 'fr', en: 'en', ar: 'auto' } as const;

/** Stripe Checkout. `apiUrl` points the client at a local stand-in (tests, stripe-mock) instead of Stripe. */
export function stripeCardPayments(secretKey: string, apiUrl?: string): CardPayments {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(target && { host: target.hostname, port: target.port || (target.protocol === 'https:' ? 443 : 80), protocol: target.protocol.replace(':', '') as 'http' | 'https' }),
  });
  const item = (name: string, unitAmount: number, quantity: number) => ({
    quantity,
    price_data: { currency: 'mad', unit_amount: unitAmount, product_data: { name } },
  });
  return {
    async start(order) {
      const items = order.lines.map((line) => item(line.name, line.unitPrice, line.quantity));
      if (order.shipping > 0) items.push(item(SERVER_TEXTS[order.locale].cardShipping, order.shipping, 1));
      if (order.vat > 0) items.push(item(SERVER_TEXTS[order.locale].cardVat, order.vat, 1));
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: items,
          customer_email: order.email,
          client_reference_id: order.orderId,
          metadata: { orderId: order.orderId, orderNumber: order.orderNumber },
          locale: PAGE_LOCALE[order.locale],
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
        },
        // One hosted session per order, however often this is retried.
        { idempotencyKey: `order-${order.orderId}` },
      );
      if (!session.url) throw new Error(`card checkout session ${session.id} has no URL`);
      return { sessionId: session.id, url: session.url };
    },
    async state(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
      return session.status === 'expired' ? 'expired' : 'open';
    },
  };
}

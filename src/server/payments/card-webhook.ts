import Stripe from 'stripe';
import type { CardPaymentState } from './card-payments.ts';

/** What a webhook delivery says of a card order's hosted page, once its signature is checked. */
export interface CardEvent {
  /** The provider's event id: the same event delivered again has the same one. */
  id: string;
  type: string;
  sessionId: string;
  /** Ours, as given to the page (client_reference_id). */
  orderId: string | null;
  /** How the page ended; undefined for an event that settles nothing (an open page, another type). */
  outcome: Exclude<CardPaymentState, 'open'> | undefined;
}

/** Five minutes, Stripe's own default: an older signed delivery is refused (a replay). */
const TOLERANCE_S = 300;

/**
 * Reads Stripe's webhook deliveries for the hosted checkout pages: the Stripe-Signature header is
 * checked against STRIPE_WEBHOOK_SECRET over the body exactly as received (throws when it does not
 * match, or is too old).
 */
export function stripeCardWebhook(webhookSecret: string): (payload: string, signature: string) => CardEvent {
  return (payload, signature) => {
    const event = Stripe.webhooks.constructEvent(payload, signature, webhookSecret, TOLERANCE_S);
    const session = event.data.object as { id?: string; object?: string; client_reference_id?: string | null; payment_status?: string };
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    let outcome: CardEvent['outcome'];
    if (event.type === 'checkout.session.completed' && paid) outcome = 'paid';
    else if (event.type === 'checkout.session.async_payment_succeeded') outcome = 'paid';
    else if (event.type === 'checkout.session.expired') outcome = 'expired';
    return { id: event.id, type: event.type, sessionId: session.object === 'checkout.session' ? (session.id ?? '') : '', orderId: session.client_reference_id ?? null, outcome };
  };
}

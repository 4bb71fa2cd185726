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

/** Five minutes, Stripe's own default: a signed delivery dated further off, before or after now, is refused. */
const TOLERANCE_S = 300;

/**
 * Stripe's library refuses a signature older than the tolerance but takes any date ahead of now: a
 * signature dated in the future would be replayable until that date. Its `t=` must be within the
 * tolerance of now either way.
 */
function refuseFutureDate(signature: string, now = Date.now() / 1000): void {
  const stamp = /(?:^|,)\s*t=(\d+)/.exec(signature)?.[1];
  if (stamp && Number(stamp) > now + TOLERANCE_S) throw new Error('The webhook signature is dated in the future');
}

/**
 * Reads Stripe's webhook deliveries for the hosted checkout pages: the Stripe-Signature header is
 * checked against STRIPE_WEBHOOK_SECRET over the body exactly as received (throws when it does not
 * match, or is dated beyond the tolerance of now).
 */
export function stripeCardWebhook(webhookSecret: string): (payload: string, signature: string) => CardEvent {
  return (payload, signature) => {
    refuseFutureDate(signature);
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

import type { FastifyBaseLogger } from 'fastify';
import type { Catalogue } from '../products/catalogue.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { ApiError } from '../errors.ts';
import { applyCardEvent } from '../orders/card-order.ts';
import type { CardEvent } from './card-webhook.ts';

export interface PaymentDeps {
  db: Db;
  catalogue: Catalogue;
  /** The outbox the settled order's mail waits in: sent at once, not at its next poll. */
  mails: MailQueue;
  /** Checks and reads a delivery; undefined when STRIPE_WEBHOOK_SECRET is not set. */
  readCardEvent: ((payload: string, signature: string) => CardEvent) | undefined;
  /** The shop's public address: the settled order's mail links to it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const SAID = { applied: 'Event applied', seen: 'Event already applied', ignored: 'Event settles no order' } as const;

/** The card provider's webhook: a paid or expired hosted page settles its order, once. */
export function paymentHandlers({ db, catalogue, mails, readCardEvent, publicUrl, log }: PaymentDeps): Handlers {
  return {
    receiveCardEvent: async (request) => {
      if (!readCardEvent) throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'This shop does not take card payment events: STRIPE_WEBHOOK_SECRET is not set');
      let event: CardEvent;
      try {
        event = readCardEvent(request.rawBody, request.headers['stripe-signature']);
      } catch (error) {
        log.warn({ err: error }, 'card payment event refused');
        throw new ApiError(400, 'VALIDATION_ERROR', 'The Stripe-Signature header does not match this body');
      }
      const result = await applyCardEvent(db, event, publicUrl);
      if (result === 'applied') {
        // An expired page put stock back; either way the customer's mail is due now.
        catalogue.invalidate();
        void mails.flush();
      }
      log.info({ event: event.id, type: event.type, orderId: event.orderId, result }, 'card payment event');
      return { success: true as const, message: SAID[result], data: { result } };
    },
  };
}

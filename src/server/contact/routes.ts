import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clientKey, type Limits } from '../plugins/external/rate-limit.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requiredText } from '../http/required-text.ts';
import { ApiError } from '../errors.ts';
import { contactMail } from '../mail/contact-mail.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { newsletterWelcomeMail } from '../mail/newsletter-mail.ts';
import { addressOfToken, unsubscribeUrl } from './newsletter-links.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  /** The outbox a newsletter welcome is queued in, and flushed. */
  mails: { flush(): Promise<void> };
  shopEmail: string;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  secret: Uint8Array;
  log: FastifyBaseLogger;
  limits: Limits;
}

/** The contact form, stored then mailed to the shop; the newsletter, stored once per address, welcomed, left with a link. */
export function contactHandlers({ db, mailer, mails, shopEmail, publicUrl, secret, log, limits }: ContactDeps): Handlers {
  const messagesByClient = limits('contact.messagesByClient', 10, 60 * 60_000);
  const subscriptionsByClient = limits('contact.subscriptionsByClient', 20, 60 * 60_000);
  const unsubscriptionsByClient = limits('contact.unsubscriptionsByClient', 60, 60 * 60_000);
  return {
    sendContactMessage: async (request, reply) => {
      await messagesByClient.hit(request, clientKey(request));
      const body = request.body;
      const message = {
        name: requiredText(body.name, 'body.name'),
        surname: requiredText(body.surname, 'body.surname'),
        email: body.email.trim(),
        phone: body.phone,
        message: body.message.trim(),
        locale: body.locale ?? 'fr',
      };
      // Stored first: a message is never lost to a mail server that is down.
      const [row] = await db.insert(t.contactMessages).values(message).returning({ id: t.contactMessages.id });
      try {
        await mailer.send(shopEmail, contactMail(message), { replyTo: message.email });
        await db.update(t.contactMessages).set({ mailedAt: sql`now()` }).where(eq(t.contactMessages.id, row!.id));
      } catch (error) {
        log.error({ err: error, messageId: row!.id }, 'contact message stored but not mailed');
      }
      return reply.code(201).send({ success: true, message: 'Message sent' });
    },

    subscribeNewsletter: async (request) => {
      await subscriptionsByClient.hit(request, clientKey(request));
      const email = request.body.email.trim().toLowerCase();
      const locale = request.body.locale ?? 'fr';
      // The welcome goes with the new row, once: subscribing again mails nothing.
      const added = await db.transaction(async (tx) => {
        const [row] = await tx.insert(t.newsletterSubscribers).values({ email, locale }).onConflictDoNothing().returning({ email: t.newsletterSubscribers.email });
        if (row) await queueMail(tx as unknown as Db, email, newsletterWelcomeMail(locale, unsubscribeUrl(publicUrl, secret, email, locale)));
        return Boolean(row);
      });
      if (added) void mails.flush();
      return { success: true as const, message: 'Subscribed' };
    },

    unsubscribeNewsletter: async (request) => {
      await unsubscriptionsByClient.hit(request, clientKey(request));
      const email = addressOfToken(secret, request.body.token);
      if (!email) throw new ApiError(400, 'VALIDATION_ERROR', 'This unsubscribe link is not valid', [{ field: 'token', message: 'This unsubscribe link is not valid' }]);
      await db.delete(t.newsletterSubscribers).where(eq(t.newsletterSubscribers.email, email));
      return { success: true as const, message: 'Unsubscribed', data: { email } };
    },
  };
}

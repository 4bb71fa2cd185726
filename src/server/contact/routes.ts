import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiter } from '../auth/rate-limit.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requiredText } from '../http/required-text.ts';
import { contactMail } from '../mail/contact-mail.ts';
import type { Mailer } from '../mail/mailer.ts';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  shopEmail: string;
  log: FastifyBaseLogger;
}

/** The contact form, stored then mailed to the shop; the newsletter, stored once per address. */
export function contactHandlers({ db, mailer, shopEmail, log }: ContactDeps): Handlers {
  const messagesByClient = new RateLimiter(10, 60 * 60_000);
  const subscriptionsByClient = new RateLimiter(20, 60 * 60_000);
  return {
    sendContactMessage: async (request, reply) => {
      messagesByClient.hit(request.ip);
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
      subscriptionsByClient.hit(request.ip);
      await db
        .insert(t.newsletterSubscribers)
        .values({ email: request.body.email.trim().toLowerCase(), locale: request.body.locale ?? 'fr' })
        .onConflictDoNothing();
      return { success: true as const, message: 'Subscribed' };
    },
  };
}

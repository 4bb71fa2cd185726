import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailContent } from './templates.ts';

export interface Mailer {
  /** replyTo: where an answer goes (the sender of a contact message). */
  send(to: string, content: MailContent, options?: { replyTo?: string }): Promise<void>;
}

const FROM = '"Huileries du Saïss" <no-reply@huileries-du-saiss.ma>';

/**
 * Mail through SMTP_URL when set; otherwise into an outbox folder (one JSON file a message) with
 * its subject logged, so a fresh clone can finish a signup without a mail server.
 */
export function createMailer(smtpUrl: string | undefined, outboxDir: string, log: FastifyBaseLogger): Mailer {
  if (smtpUrl) {
    // A mail server that hangs must not hold a send (and its queued mail's lease) for minutes.
    const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return {
      async send(to, content, options) {
        await transport.sendMail({ from: FROM, to, replyTo: options?.replyTo, subject: content.subject, text: content.text, html: content.html, headers: content.headers });
      },
    };
  }
  return {
    async send(to, content, options) {
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
      await writeFile(file, JSON.stringify({ from: FROM, to, replyTo: options?.replyTo, ...content }, null, 2));
      // Outside production the code is logged too, so a developer can finish a signup from the console.
      const code = process.env.NODE_ENV === 'production' ? undefined : /\b\d{6}\b/.exec(content.text)?.[0];
      log.info({ to, subject: content.subject, file, ...(code ? { code } : {}) }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}

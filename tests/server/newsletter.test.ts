// Issue 22, item 5: "An unsubscribe link in every newsletter-related mail works." A new address is
// welcomed once, in its language, with a link (in the text, the HTML and List-Unsubscribe) that takes
// it off the list; a link altered or made for another address is refused.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://huileries.example' });
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const subscribe = (email: string, locale?: 'fr' | 'en' | 'ar') => app.inject({ method: 'POST', url: '/api/newsletter', payload: { email, ...(locale && { locale }) } });
const unsubscribe = (token: string) => app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
const subscribers = async () => (await app.database.db.select({ email: t.newsletterSubscribers.email }).from(t.newsletterSubscribers)).map((r) => r.email);
const tokenIn = (text: string) => /https:\/\/huileries\.example\/newsletter\/unsubscribe\?token=([\w.-]+)/.exec(text)![1]!;

describe('the newsletter', () => {
  it('welcomes a new address once, in Arabic, with an unsubscribe link in the text, the HTML and List-Unsubscribe', async () => {
    expect((await subscribe('Salma@Example.ma', 'ar')).statusCode).toBe(200);
    const mail = await smtp.waitFor('salma@example.ma');
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.html).toContain('dir="rtl"');
    const token = tokenIn(mail.text);
    // The page opens in the subscriber's language.
    expect(mail.html).toContain(`href="https://huileries.example/newsletter/unsubscribe?token=${token}&amp;lang=ar"`);
    expect(mail.listUnsubscribe).toBe(`<https://huileries.example/newsletter/unsubscribe?token=${token}&lang=ar>`);
    const count = smtp.mails.length;
    expect((await subscribe('salma@example.ma', 'ar')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.length).toBe(count);
  });

  it('the link takes the address off the list, and saying it again changes nothing', async () => {
    await subscribe('omar@example.ma');
    const mail = await smtp.waitFor('omar@example.ma');
    expect(mail.subject).toBe('Bienvenue dans la newsletter Huileries du Saïss');
    expect(await subscribers()).toContain('omar@example.ma');
    const answer = await unsubscribe(tokenIn(mail.text));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json<{ data: { email: string } }>(answer).data.email).toBe('omar@example.ma');
    expect(await subscribers()).not.toContain('omar@example.ma');
    expect((await unsubscribe(tokenIn(mail.text))).statusCode).toBe(200);
  });

  it('refuses a link altered, or made for another address, and takes no one off', async () => {
    await subscribe('nadia@example.ma');
    await subscribe('victime@example.ma');
    const token = tokenIn((await smtp.waitFor('nadia@example.ma')).text);
    const [, mac] = token.split('.');
    const forged = `${Buffer.from('victime@example.ma').toString('base64url')}.${mac}`;
    for (const bad of [forged, `${token}x`, token.replace('.', ''), 'nope']) {
      const answer = await unsubscribe(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(json<components['schemas']['ErrorResponse']>(answer).code).toBe('VALIDATION_ERROR');
    }
    expect(await subscribers()).toEqual(expect.arrayContaining(['nadia@example.ma', 'victime@example.ma']));
  });
});

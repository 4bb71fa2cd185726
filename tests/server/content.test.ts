import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { pdfLines } from '../support/pdf-text.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type ErrorBody = S['ErrorResponse'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let clients = 0;
const client = () => `10.7.0.${++clients}`;
const expectOnContract = (response: LightMyRequestResponse) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url, shopEmail: 'boutique@huileries-du-saiss.ma' });
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

async function products(lang: 'fr' | 'ar') {
  return json<{ data: { products: S['ProductSummary'][] } }>(await app.inject(`/api/products?pageSize=48&lang=${lang}`)).data.products;
}

async function download(locale: 'fr' | 'ar') {
  const where = await app.inject(`/api/catalogs/${locale}`);
  expectOnContract(where);
  expect(where.statusCode).toBe(200);
  const { url } = json<S['CatalogResponse']>(where).data;
  const file = await app.inject(url);
  expectOnContract(file);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return { url, file, pdf: file.rawPayload };
}

describe('the PDF catalogue', () => {
  it('in French: a valid PDF with every product’s French name and its prices in DH', async () => {
    const { pdf, file } = await download('fr');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['content-disposition']).toContain('.pdf');
    const lines = await pdfLines(pdf);
    const text = lines.join('\n');
    for (const product of await products('fr')) {
      expect(lines, product.name).toContain(product.name);
      expect(text).toContain(`${(product.variants[0]!.price / 100).toFixed(2)} DH`);
    }
    expect(text).toContain('Catalogue des huiles');
  });

  it('in Arabic: every product’s Arabic name, and every word of the brands’ texts, comes out of the PDF as written', async () => {
    const { pdf } = await download('ar');
    const lines = await pdfLines(pdf);
    for (const product of await products('ar')) {
      expect(product.name).toMatch(/[\u0600-\u06FF]/);
      expect(lines, product.name).toContain(product.name);
    }
    expect(lines).toContain('كتالوج الزيوت');
    // Vowel marks included (طاغٍ): a letter's mark is read after it.
    const words = new Set(lines.join(' ').split(/[\s،.]+/));
    const brandWords = (await app.catalogue.snapshot()).brands.flatMap((brand) => `${brand.type.ar} ${brand.description.ar}`.split(/[\s،.]+/).filter(Boolean));
    expect(brandWords).toContain('طاغٍ');
    for (const word of brandWords) expect(words, word).toContain(word);
  });

  it('is made again when the catalogue changes, and served again from memory otherwise', async () => {
    const first = await download('fr');
    expect((await download('fr')).url).toBe(first.url);
    const [variant] = await app.database.db.select().from(t.variants).limit(1);
    await app.database.db.update(t.variants).set({ priceCentimes: 12_345 }).where(eq(t.variants.id, variant!.id));
    app.catalogue.invalidate();
    // Made again in the worker thread: a second or more on a busy machine.
    await vi.waitFor(async () => expect((await download('fr')).url).not.toBe(first.url), { timeout: 15_000 });
    const second = await download('fr');
    expect(second.url).not.toBe(first.url);
    expect((await pdfLines(second.pdf)).join('\n')).toContain('123.45 DH');
    // A URL without its version is never cached for long.
    const bare = await app.inject('/api/catalogs/fr/file');
    expect(bare.headers['cache-control']).toBe('no-cache');
  });

  it('refuses a language it is not made in', async () => {
    const response = await app.inject('/api/catalogs/en');
    expectOnContract(response);
    expect(response.statusCode).toBe(400);
  });
});

describe('catalogue requests', () => {
  const lead = { name: 'Salma', surname: 'Idrissi', email: 'Salma@Example.ma', telephone: '+212661234567', locale: 'ar' };

  it('keeps the requester as a lead', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/catalog-requests', payload: lead, remoteAddress: client() });
    expectOnContract(response);
    expect(response.statusCode).toBe(201);
    const rows = await app.database.db.select().from(t.catalogRequests).where(eq(t.catalogRequests.email, 'salma@example.ma'));
    expect(rows).toMatchObject([{ name: 'Salma', surname: 'Idrissi', telephone: '+212661234567', locale: 'ar' }]);
  });

  it.each([
    [{ name: 'S' }, 'Minimum 2 characters'],
    [{ surname: '   ' }, 'This field is required'],
    [{ email: 'salma@' }, 'Invalid email format'],
    [{ telephone: '0661234567' }, 'Invalid phone number'],
    [{ telephone: undefined }, 'Phone number required'],
  ])('refuses %j with the form’s words', async (change, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/catalog-requests', payload: { ...lead, ...change }, remoteAddress: client() });
    expectOnContract(response);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(message);
  });
});

describe('contact and newsletter', () => {
  const message = { name: ' Youssef ', surname: 'Benali', email: 'youssef@example.ma', phone: '+212522123456', message: 'Bonjour,\nproposez-vous des bidons de 25 L pour un restaurant ?', locale: 'fr' };

  it('stores a contact message and mails it to the shop, a reply going to the sender', async () => {
    const since = smtp.mails.length;
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: client() });
    expectOnContract(response);
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitFor('boutique@huileries-du-saiss.ma', since);
    expect(mail.subject).toBe('Message du site de Youssef Benali');
    expect(mail.replyTo).toContain('youssef@example.ma');
    expect(mail.text).toContain('bidons de 25 L');
    const rows = await app.database.db.select().from(t.contactMessages).where(eq(t.contactMessages.email, 'youssef@example.ma'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Youssef');
    expect(rows[0]!.mailedAt).not.toBeNull();
  });

  it.each([
    [{ message: '   ' }, 'Please fill this field'],
    [{ phone: '+0522' }, 'Invalid phone format'],
    [{ email: undefined }, 'Email required'],
    [{ name: 'Y' }, 'Minimum 2 characters'],
  ])('refuses %j with the form’s words', async (change, text) => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, ...change }, remoteAddress: client() });
    expectOnContract(response);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(text);
  });

  it('keeps one newsletter subscription per address, however often it is sent', async () => {
    for (const email of ['news@example.ma', 'NEWS@example.ma ', 'news@example.ma']) {
      const response = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: email.trim() }, remoteAddress: client() });
      expectOnContract(response);
      expect(response.statusCode).toBe(200);
    }
    const rows = await app.database.db.select().from(t.newsletterSubscribers).where(eq(t.newsletterSubscribers.email, 'news@example.ma'));
    expect(rows).toHaveLength(1);
  });

  it('limits how often one client may write', async () => {
    const from = client();
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 11; i++) last = await app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: from });
    expect(last!.statusCode).toBe(429);
    expect(last!.headers['retry-after']).toBeDefined();
  });
});

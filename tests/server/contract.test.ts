import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/server/contract/document.ts';
import type { Handlers } from '../../src/server/contract/handler-types.ts';
import { checkResponses, registerContract } from '../../src/server/contract/register.ts';
import { installErrorHandler } from '../../src/server/http/error-handler.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const contract = loadContract();
let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => stopTestApp(app));

describe('the contract', () => {
  it('has a route for every operation, and every route answers inside the contract', async () => {
    const served = new Set(contract.operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    // Every call of spec section 7, under /api.
    for (const call of [
      'POST /auth/register', 'POST /auth/login', 'POST /auth/logout', 'GET /auth/me', 'PUT /auth/me', 'POST /auth/refresh',
      'GET /products', 'GET /products/{idOrSlug}', 'GET /products/{idOrSlug}/variants', 'GET /products/featured',
      'GET /products/search', 'GET /products/categories', 'GET /products/brands', 'GET /cart', 'POST /cart/items',
      'PUT /cart/items/{itemId}', 'DELETE /cart/items/{itemId}', 'DELETE /cart', 'GET /cart/summary', 'POST /cart/merge',
      'GET /catalogs/{locale}', 'POST /orders', 'GET /orders/{orderId}', 'GET /files/product-images/url/{imageId}',
      'GET /files/product-images/{imageId}', 'POST /public/verify', 'POST /public/resend-verification',
      'POST /public/forgot-password', 'POST /public/reset-password', 'GET /checkout/delivery-methods', 'GET /checkout/banks',
    ]) {
      expect(served, call).toContain(call);
    }
    for (const op of contract.operations) {
      const url = op.base + op.path.replace(/\{[^}]+\}/g, 'x');
      const response = await app.inject({ method: op.method.toUpperCase() as 'GET', url });
      const body = String(response.headers['content-type'] ?? '').includes('json') ? json(response) : {};
      // Whatever it answers (400 for the made-up parameters, 401, 501...), it is a route, not a 404 of the router.
      expect(String(body.message ?? ''), `${op.method} ${op.path}`).not.toMatch(/^No API call answers/);
      expect(response.headers['x-contract-violation'], `${op.method} ${op.path}: ${response.body}`).toBeUndefined();
    }
  });

  it('answers 501 in the envelope for a call of the contract without a handler', async () => {
    // Every operation has its handler now; a server built without one still says so honestly.
    const bare = Fastify();
    installErrorHandler(bare);
    registerContract(bare, contract, {});
    const response = await bare.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(501);
    expect(json(response)).toMatchObject({ success: false, code: 'NOT_IMPLEMENTED' });
    await bare.close();
  });

  it('validates bodies before any handler runs', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const extra = await app.inject({
      method: 'POST',
      url: '/api/public/verify',
      payload: { email: 'a@b.ma', code: '123456', admin: true },
    });
    expect(json<{ details: { field: string }[] }>(extra).details[0]!.field).toBe('body.admin');
    const code = await app.inject({ method: 'POST', url: '/api/public/verify', payload: { email: 'a@b.ma', code: '12345' } });
    expect(json<{ details: { field: string }[] }>(code).details[0]!.field).toBe('body.code');
  });

  it('answers the envelope for unknown paths, broken JSON and other content types, never a stack trace', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken)).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'The body is not valid JSON' });
    const text = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(json(text)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'x'.repeat(300_000) },
    });
    expect(huge.statusCode).toBe(413);
    for (const response of [unknown, broken, text, huge]) expect(response.body).not.toMatch(/at .*\.ts:\d+|node_modules/);
  });
});

describe('the response check', () => {
  let drifting: FastifyInstance;
  beforeAll(async () => {
    drifting = Fastify();
    installErrorHandler(drifting);
    checkResponses(drifting, contract);
    const handlers = {
      // A handler that drifts: price as a string, and a field the contract does not have.
      listFeaturedProducts: async () => ({ success: true, data: { products: [{ id: 'x', price: '12.00', extra: 1 }] } }),
      getHealth: async () => ({ success: true, data: { status: 'ok', database: 'pglite' } }),
    } as unknown as Handlers;
    registerContract(drifting, contract, handlers);
    await drifting.ready();
  });
  afterAll(() => drifting.close());

  it('turns an answer off the contract into a 500 that names the difference', async () => {
    const response = await drifting.inject({ method: 'GET', url: '/api/products/featured' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-contract-violation']).toBe('true');
    expect(json(response).message).toMatch(/Response off the contract/);
  });

  it('lets an answer on the contract through', async () => {
    const response = await drifting.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-contract-violation']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a CSP, nosniff, a referrer policy and no HSTS over plain http', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses large JSON answers for clients that accept it, to the same JSON', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/products?lang=en' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ method: 'GET', url: '/api/products?lang=en', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url: '/api/products?lang=en', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

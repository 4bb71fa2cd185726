import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { loadConfig } from '../../src/server/config.ts';
import { isStaticFile } from '../../src/server/plugins/external/helmet.ts';
import { json } from '../support/test-app.ts';
import { startTestShop, stopTestShop } from '../support/test-pages.ts';

const PARTNER = 'https://partner.example.ma';
let app: FastifyInstance;
let productPath: string;
beforeAll(async () => {
  app = await startTestShop({ publicUrl: 'https://shop.example.ma', corsOrigins: [PARTNER] });
  const list = json<components['schemas']['ProductPageResponse']>(await app.inject('/api/products?pageSize=1')).data.products;
  productPath = `/produits/${list[0]!.slug}`;
});
afterAll(() => stopTestShop(app));

describe('every HTML answer', () => {
  it.each(['/', '/shop', '/about', '/checkout', '/login', '/produits/no-such-oil', '/no-such-page'])('%s carries the CSP, nosniff, a referrer policy and HSTS (served over https)', async (url) => {
    const response = await app.inject(url === '/produits/no-such-oil' ? url : { url, headers: { accept: 'text/html' } });
    expect(String(response.headers['content-type'])).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "script-src 'self'", "default-src 'self'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('allows each inline script of a page by its hash, and no other', async () => {
    const response = await app.inject('/shop');
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    const scriptSrc = String(response.headers['content-security-policy']).split(/;\s*/).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${[...new Set(hashes)].join(' ')}`);
    // An API answer runs no script at all.
    expect(String((await app.inject('/api/health')).headers['content-security-policy']).split(/;\s*/)).toContain("script-src 'self'");
  });

  it('a product page too', async () => {
    const response = await app.inject(productPath);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
  });
});

describe('a static file', () => {
  it.each(['/assets/main-abc123.js', '/assets/inter-latin-400-normal-abc.woff2', '/api/files/product-images/0b8e3c1e-52a1-4a8c-9d0f-6f3b1e0c1a2b?w=640&format=avif'])(
    '%s carries nosniff, its resource policy and HSTS, not a page\'s policies',
    async (url) => {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    },
  );

  it('is told by its address: built files and pictures, not SVG, pages nor API answers', () => {
    for (const url of ['/admin/assets/main-abc.css', '/images/hero/hero-640.avif', '/images/brands/x-logo.webp', '/assets/a.js?v=1']) expect(isStaticFile(url), url).toBe(true);
    for (const url of ['/images/flags/fr.svg', '/assets/', '/shop?x=/assets/a.js', '/api/files/product-images/a/b', '/admin/orders']) expect(isStaticFile(url), url).toBe(false);
  });

  it.each(['/images/flags/fr.svg', '/favicon.svg', '/api/products/brands', '/assets/../api/health'])('%s keeps every header (an SVG opened alone is a document)', async (url) => {
    const response = await app.inject(url);
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('CORS', () => {
  it('answers a configured origin, with its preflight', async () => {
    const get = await app.inject({ url: '/api/products/brands', headers: { origin: PARTNER } });
    expect(get.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(get.headers.vary).toLowerCase().split(/,\s*/)).toContain('origin');
    const preflight = await app.inject({ method: 'OPTIONS', url: '/api/cart/items', headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-session-id' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-session-id');
  });

  it('gives any other origin no CORS header at all, so its pages cannot read the answers', async () => {
    for (const origin of ['https://evil.example', 'https://partner.example.ma.evil.example', 'null']) {
      const get = await app.inject({ url: '/api/products/brands', headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await app.inject({ method: 'OPTIONS', url: '/api/cart/items', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.statusCode).not.toBe(204);
    }
  });

  it('is off unless CORS_ORIGINS names origins, and refuses a malformed list', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});

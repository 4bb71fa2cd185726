import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { loadConfig } from '../../src/server/config.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const PARTNER = 'https://partner.example.ma';
let app: FastifyInstance;
let webDir: string;
let productPath: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'oils-web-'));
  copyFileSync('index.html', join(webDir, 'index.html'));
  copyFileSync('public/boot.js', join(webDir, 'boot.js'));
  app = await startTestApp({ webDir, publicUrl: 'https://shop.example.ma', corsOrigins: [PARTNER] });
  const list = json<components['schemas']['ProductPageResponse']>(await app.inject('/api/products?pageSize=1')).data.products;
  productPath = `/produits/${list[0]!.slug}`;
});
afterAll(async () => {
  await stopTestApp(app);
  rmSync(webDir, { recursive: true, force: true });
});

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

  it('has the boot script written in, allowed by its hash and nothing else inline', async () => {
    const response = await app.inject('/shop');
    const source = readFileSync('public/boot.js', 'utf8');
    expect(response.body).toContain(`<script>${source}</script>`);
    expect(response.body).not.toContain('src="/boot.js"');
    const scriptSrc = String(response.headers['content-security-policy']).split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  });

  it('a product page too', async () => {
    const response = await app.inject(productPath);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
  });
});

describe('CORS', () => {
  it('answers a configured origin, with its preflight', async () => {
    const get = await app.inject({ url: '/api/products/brands', headers: { origin: PARTNER } });
    expect(get.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(get.headers.vary)).toContain('origin');
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

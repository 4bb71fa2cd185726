import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The CSP the shop runs under: everything from this origin; inline, only styles and the scripts whose hash it lists. */
const directives = (https: boolean, scriptHashes: readonly string[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...scriptHashes],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: https ? [] : null,
});

function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: directives(https, []) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HSTS only means something over HTTPS; on plain http it would pin localhost to https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers a helmet middleware sets, read once from a response that only records them. */
function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's security headers as a set: for every answer, also those given before any hook runs (bad HTTP). */
export const securityHeaderSet = (https: boolean): Record<string, string> => headersSetBy(helmet(helmetOptions(https)));

/** Built scripts, styles, fonts and pictures (not SVG: opened on its own, an SVG is a document). */
const STATIC_FILE = /^\/(?:(?:admin\/)?assets\/[^?]+\.(?:js|css|woff2?|avif|webp|jpe?g|png)|images\/[^?]+\.(?:avif|webp|jpe?g|png)|api\/files\/product-images\/[^/?]+)(?:\?|$)/;
/** What still means something on a file that is not a page: a page's policies (CSP, framing…) do not apply to it. */
const FILE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/** Whether an address is a static file, which carries FILE_HEADERS alone. */
export const isStaticFile = (url: string): boolean => STATIC_FILE.test(url);

/**
 * Helmet's security headers on every answer (https: the shop's public address is https), worked out
 * once. @fastify/helmet builds helmet anew for each request: the listing served 9,100 answers a second
 * with it against 15,200 with this (BENCH_MODE=pages npm run bench, 2 cores). A static file carries
 * only those that apply to it: a phone's first visit fetches some 50 of them, and over HTTP/1.1 the
 * rest came to 0.5 KB each.
 */
export const securityHeaders = fp<{ https: boolean }>(async (app, { https }) => {
  const headers = securityHeaderSet(https);
  const fileHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => FILE_HEADERS.has(name)));
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isStaticFile(request.url) ? fileHeaders : headers);
  });
});

/** A page's CSP: the shop's, with the hashes of the page's own inline scripts (computed once per rendered page). */
export function pageContentSecurityPolicy(https: boolean, scriptHashes: readonly string[] = []): string {
  const policy = helmet.contentSecurityPolicy({ useDefaults: false, directives: directives(https, scriptHashes) });
  return headersSetBy(policy)['content-security-policy']!;
}

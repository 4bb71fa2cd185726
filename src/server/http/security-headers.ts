import type { FastifyInstance } from 'fastify';

/** The CSP the shop runs under: everything from this origin; inline, only styles and the scripts whose hash it lists. */
export function contentSecurityPolicy(https: boolean, scriptHashes: string[] = []): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * Helmet's set of security headers, computed once at start: @fastify/helmet re-derived its CSP on
 * every request, a twentieth of the CPU of the product listing. A page widens the CSP by the hashes
 * of its own inline scripts (pages/serve-pages.ts).
 */
export function securityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

/** The headers every answer carries, also those given before routing (a malformed URL, a client error). */
export function securityHeaderSet(publicUrl: string): Record<string, string> {
  const https = publicUrl.startsWith('https://');
  return {
    'content-security-policy': contentSecurityPolicy(https),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // HSTS only means something over HTTPS; on plain http it would pin localhost to https.
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

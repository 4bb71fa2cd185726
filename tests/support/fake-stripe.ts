import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Checkout Session as this stand-in keeps it: the form fields it was created with, and its state. */
export interface FakeSession {
  id: string;
  params: Record<string, string>;
  paymentStatus: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
}

export interface FakeStripe {
  url: string;
  sessions: FakeSession[];
  /** Answer every API call with a 500 (the provider down) until set back. */
  failing: boolean;
  pay(id: string): void;
  expire(id: string): void;
  close(): Promise<void>;
}

async function body(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/**
 * A local stand-in for the card provider (Stripe), a boundary we do not own: the two Checkout
 * Session calls our server makes, with Stripe's idempotency, and a hosted page whose 'Payer' button
 * pays and sends the shopper to the session's success URL, as Stripe's page does.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions: FakeSession[] = [];
  const byKey = new Map<string, FakeSession>();
  const find = (id: string) => sessions.find((s) => s.id === id);
  const asStripe = (s: FakeSession) => ({
    id: s.id,
    object: 'checkout.session',
    url: `${fake.url}/pay/${s.id}`,
    payment_status: s.paymentStatus,
    status: s.status,
    client_reference_id: s.params.client_reference_id ?? null,
    success_url: s.params.success_url,
    cancel_url: s.params.cancel_url,
  });
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const send = (status: number, value: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof value === 'string' ? value : JSON.stringify(value));
    };
    if (path.startsWith('/v1/') && fake.failing) return send(500, { error: { type: 'api_error', message: 'The provider is down' } });
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (!/^Bearer sk_/.test(request.headers.authorization ?? '')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      const key = String(request.headers['idempotency-key'] ?? '');
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return send(200, asStripe(existing));
      const session: FakeSession = { id: `cs_test_${randomBytes(12).toString('hex')}`, params: Object.fromEntries(new URLSearchParams(await body(request))), paymentStatus: 'unpaid', status: 'open' };
      sessions.push(session);
      if (key) byKey.set(key, session);
      return send(200, asStripe(session));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const session = find(retrieve[1]!);
      return session ? send(200, asStripe(session)) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    const page = /^\/pay\/([\w]+)$/.exec(path);
    const session = page ? find(page[1]!) : undefined;
    if (page && session && request.method === 'GET') {
      const total = Object.entries(session.params)
        .filter(([k]) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(k))
        .reduce((sum, [k, v]) => sum + Number(v) * Number(session.params[k.replace(/\[price_data\].*$/, '[quantity]')] ?? 1), 0);
      return send(
        200,
        `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paiement par carte (test)</title></head><body>
<main><h1>Paiement par carte (test)</h1><p>Montant : <output>${(total / 100).toFixed(2)} MAD</output></p>
<form method="post"><button>Payer</button></form><p><a href="${session.params.cancel_url}">Annuler</a></p></main></body></html>`,
        'text/html; charset=utf-8',
      );
    }
    if (page && session && request.method === 'POST') {
      fake.pay(session.id);
      response.writeHead(303, { location: session.params.success_url });
      return response.end();
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeStripe = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    failing: false,
    pay(id) {
      const s = find(id);
      if (s) Object.assign(s, { paymentStatus: 'paid', status: 'complete' });
    },
    expire(id) {
      const s = find(id);
      if (s) s.status = 'expired';
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

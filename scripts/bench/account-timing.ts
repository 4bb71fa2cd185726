// npm run account-timing: issue 21's "nothing tells who has an account". Every public account
// endpoint (register, login, verify, resend-verification, forgot-password, reset-password) asked
// TRIES (200) times each for the address of a verified account, of an unverified one and of none, in
// turn, on the real app over an in-memory database (TEST_DATABASE_URL: PostgreSQL), mail over SMTP: prints each kind's median time and how many
// different answers (status and body) came back; exits 1 when two medians of an endpoint are more
// than 5 ms apart or its answers differ.
import { describeMeasure, ENDPOINTS, measure } from '../../tests/support/account-timing.ts';
import { startSlowLink } from '../../tests/support/slow-link.ts';
import { startSmtpCapture } from '../../tests/support/smtp-capture.ts';
import { startTestApp, stopTestApp } from '../../tests/support/test-app.ts';

const TRIES = Number(process.env.TRIES ?? 200);
const MAX_GAP_MS = 5;

// DB_LATENCY_MS: the PostgreSQL of TEST_DATABASE_URL reached through a relay adding that round trip,
// as a database across a network is (work done for known addresses only shows more).
const latency = Number(process.env.DB_LATENCY_MS ?? 0);
const admin = process.env.TEST_DATABASE_URL;
const link = admin && latency > 0 ? await startSlowLink(new URL(admin).hostname, Number(new URL(admin).port || 5432), latency) : undefined;
if (admin && link) {
  const url = new URL(admin);
  url.hostname = '127.0.0.1';
  url.port = String(link.port);
  process.env.TEST_DATABASE_URL = url.toString();
}
// Mail goes out over SMTP as in production (to a local capture), not into the outbox folder.
const smtp = await startSmtpCapture();
const app = await startTestApp({ jwtSecret: 'account-timing-secret-0123456789abcdef', smtpUrl: smtp.url });
let ok = true;
try {
  for (const endpoint of ENDPOINTS) {
    if (process.env.ONLY && !process.env.ONLY.split(',').includes(endpoint.name)) continue;
    const result = await measure(app, endpoint, TRIES);
    const pass = result.gap <= MAX_GAP_MS && result.answers.size === 1;
    ok &&= pass;
    console.log(`${pass ? 'ok  ' : 'FAIL'} ${describeMeasure(endpoint, result)}`);
  }
} finally {
  await stopTestApp(app);
  await smtp.close();
  await link?.close();
}
console.log(ok ? `every endpoint within ${MAX_GAP_MS} ms, one answer each (${TRIES} tries per kind)` : 'some endpoint tells who has an account');
process.exit(ok ? 0 : 1);

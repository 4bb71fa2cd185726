// The e2e server: an SMTP capture on 127.0.0.1 (mails kept in E2E_MAILBOX for the tests to read) and
// a local stand-in for the card provider's API and hosted page, then the built app exactly as
// `npm start` runs it, sending its mail there through SMTP_URL and its card payments to the stand-in.
import { renameSync, writeFileSync } from 'node:fs';
import { startFakeStripe } from '../../tests/support/fake-stripe.ts';
import { startSmtpCapture } from '../../tests/support/smtp-capture.ts';

const mailbox = process.env.E2E_MAILBOX;
if (!mailbox) throw new Error('E2E_MAILBOX is not set');
writeFileSync(mailbox, '[]');
const smtp = await startSmtpCapture();
// Written aside, then renamed over: a test never reads half a file.
const save = () => {
  writeFileSync(`${mailbox}.tmp`, JSON.stringify(smtp.mails));
  renameSync(`${mailbox}.tmp`, mailbox);
};
setInterval(save, 100).unref();
process.env.SMTP_URL = smtp.url;
const stripe = await startFakeStripe();
process.env.STRIPE_SECRET_KEY = 'sk_test_e2e';
process.env.STRIPE_API_URL = stripe.url;
// (A plain-JavaScript module without types: imported by name.)
const start = '../../scripts/run/start.mjs';
await import(start);

// The e2e server: an SMTP capture on 127.0.0.1 (mails kept in E2E_MAILBOX for the tests to read),
// then the built app exactly as `npm start` runs it, sending its mail there through SMTP_URL.
import { writeFileSync } from 'node:fs';
import { startSmtpCapture } from '../../tests/support/smtp-capture.ts';

const mailbox = process.env.E2E_MAILBOX;
if (!mailbox) throw new Error('E2E_MAILBOX is not set');
writeFileSync(mailbox, '[]');
const smtp = await startSmtpCapture();
const save = () => writeFileSync(mailbox, JSON.stringify(smtp.mails));
setInterval(save, 100).unref();
process.env.SMTP_URL = smtp.url;
// (A plain-JavaScript module without types: imported by name.)
const start = '../../scripts/start.mjs';
await import(start);

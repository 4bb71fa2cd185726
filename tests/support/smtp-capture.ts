import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe header's value as sent, or ''. */
  listUnsubscribe: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests to read. */
export async function startSmtpCapture(port = 0) {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Its built-in certificate has expired; the shop's mail goes in clear to this local capture.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          const replyTo = mail.replyTo?.text ?? '';
          const listUnsubscribe = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/^List-Unsubscribe:\s*/i, '') ?? '';
          mails.push({ to, replyTo, subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '', listUnsubscribe });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-mail (a server kill -9ed by the crash test) resets its connection: not ours to crash on.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    /** The newest mail to an address, waiting for it to arrive. */
    async waitFor(to: string, since = 0, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(since).filter((m) => m.to.includes(to)).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function codeIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no 6-digit code in: ${mail.text}`);
  return match[1]!;
}

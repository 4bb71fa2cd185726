import { readFileSync } from 'node:fs';

/** The mails of the shop under test (see shop.ts). */
function mails(): Mail[] {
  const mailbox = process.env.E2E_MAILBOX;
  if (!mailbox) throw new Error('no shop under test: import test from e2e/support/shop.ts');
  return JSON.parse(readFileSync(mailbox, 'utf8')) as Mail[];
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address that the SMTP capture received, waiting up to 10 s. */
export async function mailTo(address: string, after = 0): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = mails().slice(after).filter((m) => m.to.includes(address)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function mailCount(): number {
  return mails().length;
}

export function codeOf(mail: Mail): string {
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

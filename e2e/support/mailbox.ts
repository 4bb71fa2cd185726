import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MAILBOX = join(tmpdir(), 'oils-e2e-mailbox.json');

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address that the SMTP capture received, waiting up to 10 s. */
export async function mailTo(address: string, after = 0): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = JSON.parse(readFileSync(MAILBOX, 'utf8')) as Mail[];
    const found = mails.slice(after).filter((m) => m.to.includes(address)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function mailCount(): number {
  return (JSON.parse(readFileSync(MAILBOX, 'utf8')) as Mail[]).length;
}

export function codeOf(mail: Mail): string {
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

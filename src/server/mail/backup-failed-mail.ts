import { backupFailed as w } from '../../i18n/fr/staff-mails.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { MailContent } from './templates.ts';

/** Tells SHOP_EMAIL the nightly backup, or its check, failed: what failed, the error, what to do. */
export function backupFailedMail(stage: 'backup' | 'check', error: string, file: string | undefined): MailContent {
  const lines = [w.lead[stage], w.error(error), ...(file ? [w.file(file)] : []), w.advice];
  return {
    subject: w.subject[stage],
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2f3f14">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}</body></html>`,
  };
}

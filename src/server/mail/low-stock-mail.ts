import { lowStock as w } from '../../i18n/fr/staff-mails.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { LowStockSize } from '../products/low-stock.ts';
import type { MailContent } from './templates.ts';

/** The sizes under their low-stock threshold, one line each, and the catalogue in the back office. */
export function lowStockMail(sizes: LowStockSize[], link: string): MailContent {
  const lines = sizes.map((s) => w.line(s.title, s.size, s.stock, s.threshold));
  return {
    subject: w.subject(sizes.length),
    text: [w.lead, lines.join('\n'), w.see(link)].join('\n\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2f3f14"><p>${escapeHtml(w.lead)}</p>\n<ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul>\n<p><a href="${escapeHtml(link)}">${escapeHtml(w.seeLink)}</a></p></body></html>`,
  };
}

import { contactMessage as w } from '../../i18n/fr/staff-mails.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { MailContent } from './templates.ts';

export interface ContactMessageMail {
  name: string;
  surname: string;
  email: string;
  phone: string;
  message: string;
  locale: string;
}

/** A contact message as the shop receives it (in French, the shop's language); a reply goes to the sender. */
export function contactMail(m: ContactMessageMail): MailContent {
  const who = `${m.name} ${m.surname}`;
  const lines = [`${w.from} ${who} <${m.email}>`, `${w.phone} ${m.phone}`, `${w.language} ${m.locale}`, '', m.message];
  return {
    subject: w.subject(who),
    text: lines.join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2f3f14">
<p><strong>${escapeHtml(w.from)}</strong> ${escapeHtml(who)} &lt;${escapeHtml(m.email)}&gt;<br><strong>${escapeHtml(w.phone)}</strong> ${escapeHtml(m.phone)}<br><strong>${escapeHtml(w.language)}</strong> ${escapeHtml(m.locale)}</p>
<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p></body></html>`,
  };
}

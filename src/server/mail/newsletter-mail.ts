import type { Locale } from '../../domain/locale.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { MailContent } from './templates.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

/** The welcome of a new newsletter address, with its unsubscribe link in the text and in List-Unsubscribe. */
export function newsletterWelcomeMail(locale: Locale, unsubscribeUrl: string): MailContent {
  const w = SERVER_TEXTS[locale].newsletterMail;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    subject: w.subject,
    text: [w.hello, w.lead, `${w.leave}\n${unsubscribeUrl}`, w.signature].join('\n\n'),
    html: `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#2f3f14"><p>${escapeHtml(w.hello)}</p><p>${escapeHtml(w.lead)}</p><p>${escapeHtml(w.leave)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(w.link)}</a></p><p>${escapeHtml(w.signature)}</p></body></html>`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

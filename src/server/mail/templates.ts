import type { Locale } from '../../domain/locale.ts';
import type { CodeMailTexts, NoticeMailTexts } from '../../i18n/server-texts.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on a newsletter mail. */
  headers?: Record<string, string>;
}

/** The mail's page: brand, then the given paragraphs, in the reader's direction. */
function mailPage(locale: Locale, paragraphs: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}"><body style="margin:0;background:#fbf6ec;font-family:Arial,Tahoma,sans-serif;color:#2f3f14">
<div style="max-width:520px;margin:24px auto;background:#ffffff;border-radius:16px;padding:32px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Huileries du Saïss</p>
${paragraphs}
</div></body></html>`;
}

function noticeMail(texts: NoticeMailTexts, locale: Locale, name: string): MailContent {
  const text = [texts.greeting(name), '', texts.lead, '', texts.next, '', texts.ignore, '', texts.signature].join('\n');
  const html = mailPage(
    locale,
    `<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.lead)}</p>
<p>${escapeHtml(texts.next)}</p>
<p style="color:#4d6420">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>`,
  );
  return { subject: texts.subject, text, html };
}

export function codeMail(texts: CodeMailTexts, locale: Locale, name: string, code: string): MailContent {
  const text = [texts.greeting(name), '', texts.lead, '', code, '', texts.expiry, texts.ignore, '', texts.signature].join('\n');
  const html = mailPage(
    locale,
    `<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.lead)}</p>
<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#f4ead5;border-radius:12px;padding:16px">${code}</p>
<p>${escapeHtml(texts.expiry)}</p>
<p style="color:#4d6420">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>`,
  );
  return { subject: texts.subject, text, html };
}

export const verificationMail = (locale: Locale, name: string, code: string) => codeMail(SERVER_TEXTS[locale].verificationMail, locale, name, code);
export const resetMail = (locale: Locale, name: string, code: string) => codeMail(SERVER_TEXTS[locale].resetMail, locale, name, code);
export const accountExistsMail = (locale: Locale, name: string) => noticeMail(SERVER_TEXTS[locale].accountExistsMail, locale, name);
export const emailChangeMail = (locale: Locale, name: string, code: string) => codeMail(SERVER_TEXTS[locale].emailChangeMail, locale, name, code);
export const emailChangedMail = (locale: Locale, name: string, newEmail: string) => {
  const texts = SERVER_TEXTS[locale].emailChangedMail;
  return noticeMail({ ...texts, lead: texts.lead(newEmail) }, locale, name);
};
export const passwordChangedMail = (locale: Locale, name: string) => noticeMail(SERVER_TEXTS[locale].passwordChangedMail, locale, name);
export const accountDeletedMail = (locale: Locale, name: string) => noticeMail(SERVER_TEXTS[locale].accountDeletedMail, locale, name);

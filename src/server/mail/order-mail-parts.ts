import type { Locale } from '../../domain/locale.ts';
import { ltr, SHOP_EMAIL, SHOP_PHONES } from '../../content/shop-contact.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

/** A paragraph of a mail, as plain text and as HTML. */
export interface Paragraph {
  text: string;
  html: string;
}

/**
 * The page where a shopper sees their order: the checkout's confirmation (/checkout?order=…, signed
 * in as its owner), in the language the order was placed in.
 */
export function orderPageUrl(publicUrl: string, orderId: string, locale: Locale): string {
  return `${publicUrl.replace(/\/+$/, '')}/checkout?order=${orderId}${locale === 'fr' ? '' : `&lang=${locale}`}`;
}

/** The order's number and a link to its page; the address stands on a line of its own, left to right. */
export function orderPageParagraph(locale: Locale, orderNumber: string, url: string): Paragraph {
  const follow = SERVER_TEXTS[locale].orderPage.follow(orderNumber);
  return { text: `${follow}\n${url}`, html: `${escapeHtml(follow)}<br><a href="${escapeHtml(url)}" dir="ltr">${escapeHtml(url)}</a>` };
}

/** How to reach the shop: its address and its phone (kept left to right in Arabic). */
export function questionsParagraph(locale: Locale): Paragraph {
  const text = SERVER_TEXTS[locale].orderPage.questions(isolated(locale, SHOP_EMAIL), shopPhone(locale));
  return { text, html: escapeHtml(text) };
}

/** The shop's phone inside a sentence of the language. */
export function shopPhone(locale: Locale): string {
  return isolated(locale, SHOP_PHONES.mobile);
}

/** A number, an address or an account written left to right, kept whole inside an Arabic sentence. */
export function isolated(locale: Locale, text: string): string {
  return locale === 'ar' ? ltr(text) : text;
}

/** A plain paragraph. */
export const plain = (text: string): Paragraph => ({ text, html: escapeHtml(text) });

/** The mail's HTML document, in the language's direction. */
export function mailDocument(locale: Locale, paragraphs: Paragraph[]): string {
  return `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:Arial,sans-serif;color:#2f3f14">${paragraphs.map((p) => `<p>${p.html}</p>`).join('')}</body></html>`;
}

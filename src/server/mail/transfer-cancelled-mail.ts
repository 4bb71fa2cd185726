import type { Locale } from '../../domain/locale.ts';
import { SHOP_EMAIL } from '../../content/shop-contact.ts';
import { isolated, mailDocument, orderPageParagraph, orderPageUrl, plain, shopPhone } from './order-mail-parts.ts';
import type { MailContent } from './templates.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

/** The mail telling a customer their bank-transfer order was cancelled for want of the transfer; with its page. */
export function transferCancelledMail(order: { id: string; number: string; firstName: string }, locale: Locale, days: number, publicUrl: string): MailContent {
  const w = SERVER_TEXTS[locale].transferCancelledMail;
  const paragraphs = [
    ...[w.hello(order.firstName), w.lead(order.number, days), w.paid(shopPhone(locale), isolated(locale, SHOP_EMAIL))].map(plain),
    orderPageParagraph(locale, order.number, orderPageUrl(publicUrl, order.id, locale)),
    plain(w.signature),
  ];
  return {
    subject: w.subject(order.number),
    text: paragraphs.map((p) => p.text).join('\n\n'),
    html: mailDocument(locale, paragraphs),
  };
}

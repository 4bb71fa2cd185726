import { type MailedAction, type OrderAction, UNMAILED_ACTIONS } from '../../domain/fulfilment.ts';
import type { Locale } from '../../domain/locale.ts';
import { mailDocument, orderPageParagraph, orderPageUrl, plain, questionsParagraph } from './order-mail-parts.ts';
import type { MailContent } from './templates.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

/**
 * The mail telling a customer, in the language of the order, what just happened to it; with its page and
 * the shop's phone. None for the moves the customer is not mailed about (UNMAILED_ACTIONS).
 */
export function fulfilmentMail(
  action: OrderAction,
  order: { id: string; number: string; status: string },
  firstName: string,
  locale: Locale,
  publicUrl: string,
  shipment: { courier: string; trackingNumber: string | null } | null = null,
): MailContent | null {
  if ((UNMAILED_ACTIONS as readonly string[]).includes(action)) return null;
  const w = SERVER_TEXTS[locale].fulfilmentMail;
  const move = w.moves[action as MailedAction];
  const refund = (action === 'cancel' && order.status === 'paid') ? [w.refund] : [];
  const paragraphs = [
    ...[w.hello(firstName), move.lead(order.number), ...refund, ...(shipment ? [w.shipment(shipment.courier, shipment.trackingNumber)] : [])].map(plain),
    orderPageParagraph(locale, order.number, orderPageUrl(publicUrl, order.id, locale)),
    questionsParagraph(locale),
    plain(w.signature),
  ];
  return {
    subject: move.subject(order.number),
    text: paragraphs.map((p) => p.text).join('\n\n'),
    html: mailDocument(locale, paragraphs),
  };
}

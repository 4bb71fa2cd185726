import type { components } from '../../../openapi/schema.d.ts';
import { formatPrice } from '../../domain/money.ts';
import { newOrder as w } from '../../i18n/fr/staff-mails.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { MailContent } from './templates.ts';

type Order = components['schemas']['Order'];

/**
 * What the shop's address (SHOP_EMAIL) is told of each new order, in French: who ordered, the lines,
 * the totals, how it is paid and where it goes, the customer's notes, and the order in the back office.
 */
export function shopOrderMail(order: Order, notes: string, link: string): MailContent {
  const { customerInfo: who, deliveryMethod: method, pickupShop: shop, deliveryAddress: address } = order;
  const date = new Intl.DateTimeFormat('fr-MA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Casablanca' }).format(new Date(order.createdAt));
  const sections: string[][] = [
    [w.heading(order.orderNumber, date)],
    [w.customer(`${who.firstName} ${who.lastName}`), w.email(who.email), w.phone(who.phone)],
    order.items.map((item) => `${item.quantity} × ${item.productTitle} (${item.size}) — ${formatPrice(item.price)} = ${formatPrice(item.totalPrice)} ${w.exclVat}`),
    [
      w.subtotal(formatPrice(order.subtotal)),
      w.shipping(order.shipping === 0 ? w.free : formatPrice(order.shipping)),
      w.vat(formatPrice(order.vat)),
      w.total(formatPrice(order.total)),
    ],
    [w.payment(`${w.payments[order.paymentMethod]}${order.bank ? `, ${order.bank.name}` : ''}`)],
    [
      w.delivery(method.name, method.type === 'pickup'),
      ...(method.type === 'pickup' && shop
        ? [w.pickupAt(`${shop.title}, ${shop.address}, ${shop.city}`)]
        : address
          ? [w.address(`${address.street}, ${address.postalCode ? `${address.postalCode} ` : ''}${address.city}, ${w.countries[address.country]}`)]
          : []),
    ],
    ...(notes.trim() ? [[w.notes(notes.trim())]] : []),
  ];
  return {
    subject: w.subject(order.orderNumber, formatPrice(order.total)),
    text: [...sections.map((lines) => lines.join('\n')), w.see(link)].join('\n\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2f3f14">${sections
      .map((lines) => `<p>${lines.map((line) => escapeHtml(line)).join('<br>')}</p>`)
      .join('\n')}\n<p><a href="${escapeHtml(link)}">${escapeHtml(w.seeLink(order.orderNumber))}</a></p></body></html>`,
  };
}

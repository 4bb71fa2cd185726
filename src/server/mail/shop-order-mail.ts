import type { components } from '../../../openapi/schema.d.ts';
import { formatPrice } from '../../domain/money.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { MailContent } from './templates.ts';

type Order = components['schemas']['Order'];

const PAYMENT: Record<Order['paymentMethod'], string> = {
  'cash-on-delivery': 'paiement à la livraison (espèces)',
  'bank-transfer': 'virement bancaire (à recevoir)',
  stripe: 'carte bancaire (page de paiement Stripe ouverte)',
};
const COUNTRY = { MA: 'Maroc', FR: 'France', ES: 'Espagne' } as const;

/**
 * What the shop's address (SHOP_EMAIL) is told of each new order, in French: who ordered, the lines,
 * the totals, how it is paid and where it goes, the customer's notes, and the order in the back office.
 */
export function shopOrderMail(order: Order, notes: string, link: string): MailContent {
  const { customerInfo: who, deliveryMethod: method, pickupShop: shop, deliveryAddress: address } = order;
  const date = new Intl.DateTimeFormat('fr-MA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Casablanca' }).format(new Date(order.createdAt));
  const sections: string[][] = [
    [`Commande ${order.orderNumber} du ${date}`],
    [`Client : ${who.firstName} ${who.lastName}`, `E-mail : ${who.email}`, `Téléphone : ${who.phone}`],
    order.items.map((item) => `${item.quantity} × ${item.productTitle} (${item.size}) — ${formatPrice(item.price)} = ${formatPrice(item.totalPrice)} HT`),
    [
      `Sous-total : ${formatPrice(order.subtotal)} HT`,
      `Livraison : ${order.shipping === 0 ? 'Gratuit' : formatPrice(order.shipping)}`,
      `TVA (10%) : ${formatPrice(order.vat)}`,
      `Total : ${formatPrice(order.total)} TTC`,
    ],
    [`Paiement : ${PAYMENT[order.paymentMethod]}${order.bank ? `, ${order.bank.name}` : ''}`],
    [
      `Livraison : ${method.name} (${method.type === 'pickup' ? 'retrait en magasin' : 'livraison à domicile'})`,
      ...(method.type === 'pickup' && shop
        ? [`À retirer à : ${shop.title}, ${shop.address}, ${shop.city}`]
        : address
          ? [`Adresse : ${address.street}, ${address.postalCode ? `${address.postalCode} ` : ''}${address.city}, ${COUNTRY[address.country]}`]
          : []),
    ],
    ...(notes.trim() ? [[`Remarques du client : ${notes.trim()}`]] : []),
  ];
  const see = `Voir la commande dans le back-office : ${link}`;
  return {
    subject: `Nouvelle commande ${order.orderNumber} – ${formatPrice(order.total)}`,
    text: [...sections.map((lines) => lines.join('\n')), see].join('\n\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#2f3f14">${sections
      .map((lines) => `<p>${lines.map((line) => escapeHtml(line)).join('<br>')}</p>`)
      .join('\n')}\n<p><a href="${escapeHtml(link)}">Voir la commande ${escapeHtml(order.orderNumber)} dans le back-office</a></p></body></html>`,
  };
}

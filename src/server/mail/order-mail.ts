import type { components } from '../../../openapi/schema.d.ts';
import { formatPrice } from '../../domain/money.ts';
import { intlLocaleOf, type Locale } from '../../domain/locale.ts';
import { SHOP_TIME_ZONE } from '../admin/shop-time-zone.ts';
import { transferDeadline } from '../orders/transfer-deadline.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { isolated, orderPageParagraph, orderPageUrl, questionsParagraph } from './order-mail-parts.ts';
import type { MailContent } from './templates.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

type Order = components['schemas']['Order'];

/** The day and hour a bank transfer must arrive by, in Morocco's time. */
function deadlineOf(order: Order, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(transferDeadline(new Date(order.createdAt)));
}

/**
 * The mail of an order just placed (received, not yet confirmed): its number, each line (quantity ×
 * unit price), the totals, the delivery method with the shop to collect from or the address, how to
 * pay (a transfer's deadline), its page and the shop's phone, in the language it was ordered in.
 */
export function orderMail(order: Order, locale: Locale, publicUrl: string): MailContent {
  const w = SERVER_TEXTS[locale].orderMail;
  const lines = order.items.map((item) => `${item.quantity} × ${item.productTitle} (${item.size}) — ${formatPrice(item.price)} = ${formatPrice(item.totalPrice)} ${w.exclVat}`);
  const shipping = order.shipping === 0 ? w.free : formatPrice(order.shipping);
  const totals = [`${w.subtotal}: ${formatPrice(order.subtotal)} ${w.exclVat}`, `${w.shipping}: ${shipping}`, `${w.vat}: ${formatPrice(order.vat)}`, `${w.total}: ${formatPrice(order.total)} ${w.inclVat}`];
  const payment =
    order.paymentMethod === 'bank-transfer' && order.bank
      ? `${w.transfer(order.bank.name, order.bank.accountHolder, isolated(locale, order.bank.rib))} ${w.deadline(deadlineOf(order, locale))}`
      : order.paymentMethod === 'stripe'
        ? order.payment.checkoutUrl && `${w.card} ${order.payment.checkoutUrl}`
        : w.cash;
  const { deliveryMethod: method, pickupShop: shop, deliveryAddress: address } = order;
  const delivery = [
    `${w.delivery}: ${method.name} (${method.type === 'pickup' ? w.pickup : w.home})`,
    ...(method.type === 'pickup' && shop
      ? [`${w.pickupAt}: ${shop.title}, ${shop.address}, ${shop.city}`]
      : address
        ? [`${w.deliverTo}: ${address.street}, ${address.city}, ${w.countries[address.country]}`]
        : []),
  ];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const footer = [orderPageParagraph(locale, order.orderNumber, orderPageUrl(publicUrl, order._id, locale)), questionsParagraph(locale)];
  return {
    subject: w.subject(order.orderNumber),
    text: [w.hello(order.customerInfo.firstName), '', w.lead, '', ...lines, '', ...totals, '', ...delivery, '', ...(payment ? [payment, ''] : []), ...footer.flatMap((p) => [p.text, '']), w.signature].join('\n'),
    html: `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#2f3f14">
<p>${escapeHtml(w.hello(order.customerInfo.firstName))}</p><p>${escapeHtml(w.lead)}</p>
<p><strong>${escapeHtml(order.orderNumber)}</strong></p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${totals.map((line) => escapeHtml(line)).join('<br>')}</p>
<p>${delivery.map((line) => escapeHtml(line)).join('<br>')}</p>${payment ? `<p>${escapeHtml(payment)}</p>` : ''}${footer.map((p) => `<p>${p.html}</p>`).join('')}<p>${escapeHtml(w.signature)}</p></body></html>`,
  };
}

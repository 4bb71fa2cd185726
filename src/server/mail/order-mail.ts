import type { components } from '../../../openapi/schema.d.ts';
import { formatPrice } from '../../domain/money.ts';
import { intlLocaleOf, type Locale } from '../../domain/locale.ts';
import { SHOP_TIME_ZONE } from '../admin/shop-time-zone.ts';
import { transferDeadline } from '../orders/transfer-deadline.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { isolated, orderPageParagraph, orderPageUrl, questionsParagraph } from './order-mail-parts.ts';
import type { MailContent } from './templates.ts';

type Order = components['schemas']['Order'];

interface Words {
  subject: (n: string) => string;
  hello: (name: string) => string;
  lead: string;
  subtotal: string;
  shipping: string;
  vat: string;
  total: string;
  /** After an amount: excluding VAT (the catalogue's prices), including VAT (the total). */
  exclVat: string;
  inclVat: string;
  free: string;
  cash: string;
  transfer: (bank: string, holder: string, rib: string) => string;
  deadline: (date: string) => string;
  card: string;
  delivery: string;
  pickup: string;
  home: string;
  pickupAt: string;
  deliverTo: string;
  countries: Record<'MA' | 'FR' | 'ES', string>;
  signature: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    subject: (n) => `Votre commande ${n} est reçue`,
    hello: (name) => `Bonjour ${name},`,
    lead: 'Merci pour votre commande : elle est bien reçue, et nous vous écrirons dès qu’elle sera confirmée. En voici le détail :',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    vat: 'TVA (10%)',
    total: 'Total',
    exclVat: 'HT',
    inclVat: 'TTC',
    free: 'Gratuit',
    cash: 'Paiement à la livraison, en espèces à la réception.',
    transfer: (bank, holder, rib) => `Virement bancaire à ${bank}, au nom de ${holder}, RIB ${rib}. Indiquez le numéro de commande en référence.`,
    deadline: (date) => `Faites le virement avant le ${date} : passé ce délai, la commande sera annulée.`,
    card: 'Paiement par carte bancaire : si vous ne l’avez pas terminé, reprenez-le sur cette page sécurisée :',
    delivery: 'Mode de livraison',
    pickup: 'retrait en magasin',
    home: 'livraison à domicile',
    pickupAt: 'À retirer à',
    deliverTo: 'Adresse de livraison',
    countries: { MA: 'Maroc', FR: 'France', ES: 'Espagne' },
    signature: 'L’équipe Huileries du Saïss',
  },
  en: {
    subject: (n) => `Your order ${n} is received`,
    hello: (name) => `Hello ${name},`,
    lead: 'Thank you for your order: we have received it, and will write again as soon as it is confirmed. Here are its details:',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    vat: 'VAT (10%)',
    total: 'Total',
    exclVat: 'excl. VAT',
    inclVat: 'incl. VAT',
    free: 'Free',
    cash: 'Cash on delivery, paid on receipt.',
    transfer: (bank, holder, rib) => `Bank transfer to ${bank}, account holder ${holder}, RIB ${rib}. Please quote the order number as the reference.`,
    deadline: (date) => `Please make the transfer by ${date}: after that, the order will be cancelled.`,
    card: 'Card payment: if you have not finished it, continue on this secure page:',
    delivery: 'Delivery method',
    pickup: 'in-store pickup',
    home: 'home delivery',
    pickupAt: 'Collect from',
    deliverTo: 'Delivery address',
    countries: { MA: 'Morocco', FR: 'France', ES: 'Spain' },
    signature: 'The Huileries du Saïss team',
  },
  ar: {
    subject: (n) => `وصلنا طلبك ${n}`,
    hello: (name) => `مرحبًا ${name}،`,
    lead: 'شكرًا لك: وصلنا طلبك، وسنراسلك فور تأكيده. إليك تفاصيله:',
    subtotal: 'المجموع الفرعي',
    shipping: 'التوصيل',
    vat: 'الضريبة على القيمة المضافة (10٪)',
    total: 'المجموع',
    exclVat: 'دون الضريبة',
    inclVat: 'شامل الضريبة',
    free: 'مجاني',
    cash: 'الدفع عند التسليم، نقدًا عند الاستلام.',
    transfer: (bank, holder, rib) => `تحويل بنكي إلى ${bank}، باسم ${holder}، رقم الحساب ${rib}. يرجى ذكر رقم الطلب كمرجع.`,
    deadline: (date) => `يرجى إجراء التحويل قبل ${date}، وإلا سيُلغى الطلب.`,
    card: 'الدفع بالبطاقة: إن لم تُكمله بعد، تابعه على هذه الصفحة الآمنة:',
    delivery: 'طريقة التوصيل',
    pickup: 'الاستلام من المتجر',
    home: 'التوصيل إلى المنزل',
    pickupAt: 'الاستلام من',
    deliverTo: 'عنوان التوصيل',
    countries: { MA: 'المغرب', FR: 'فرنسا', ES: 'إسبانيا' },
    signature: 'فريق معاصر سايس',
  },
};

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
  const w = WORDS[locale];
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

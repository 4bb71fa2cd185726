import type { components } from '../../../openapi/schema.d.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Locale } from '../../domain/locale.ts';
import { escapeHtml } from '../pages/render-html.ts';
import type { MailContent } from './templates.ts';

type Order = components['schemas']['Order'];

const WORDS: Record<Locale, { subject: (n: string) => string; hello: (name: string) => string; lead: string; subtotal: string; shipping: string; vat: string; total: string; free: string; signature: string }> = {
  fr: {
    subject: (n) => `Votre commande ${n} est confirmée`,
    hello: (name) => `Bonjour ${name},`,
    lead: 'Merci pour votre commande. En voici le détail :',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    vat: 'TVA (10%)',
    total: 'Total',
    free: 'Gratuit',
    signature: 'L’équipe Huileries du Saïss',
  },
  en: {
    subject: (n) => `Your order ${n} is confirmed`,
    hello: (name) => `Hello ${name},`,
    lead: 'Thank you for your order. Here are its details:',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    vat: 'VAT (10%)',
    total: 'Total',
    free: 'Free',
    signature: 'The Huileries du Saïss team',
  },
  ar: {
    subject: (n) => `تم تأكيد طلبك ${n}`,
    hello: (name) => `مرحبًا ${name}،`,
    lead: 'شكرًا على طلبك. إليك تفاصيله:',
    subtotal: 'المجموع الفرعي',
    shipping: 'التوصيل',
    vat: 'الضريبة على القيمة المضافة (10٪)',
    total: 'المجموع',
    free: 'مجاني',
    signature: 'فريق معاصر سايس',
  },
};

/** The order confirmation: its number, each line (quantity × unit price) and the totals, in the customer's language. */
export function orderMail(order: Order, locale: Locale): MailContent {
  const w = WORDS[locale];
  const lines = order.items.map((item) => `${item.quantity} × ${item.productTitle} (${item.size}) — ${formatPrice(item.price)} = ${formatPrice(item.totalPrice)}`);
  const shipping = order.shipping === 0 ? w.free : formatPrice(order.shipping);
  const totals = [`${w.subtotal}: ${formatPrice(order.subtotal)}`, `${w.shipping}: ${shipping}`, `${w.vat}: ${formatPrice(order.vat)}`, `${w.total}: ${formatPrice(order.total)}`];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    subject: w.subject(order.orderNumber),
    text: [w.hello(order.customerInfo.firstName), '', w.lead, '', ...lines, '', ...totals, '', w.signature].join('\n'),
    html: `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#2f3f14">
<p>${escapeHtml(w.hello(order.customerInfo.firstName))}</p><p>${escapeHtml(w.lead)}</p>
<p><strong>${escapeHtml(order.orderNumber)}</strong></p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${totals.map((line) => escapeHtml(line)).join('<br>')}</p><p>${escapeHtml(w.signature)}</p></body></html>`,
  };
}

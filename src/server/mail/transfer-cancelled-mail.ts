import type { Locale } from '../../domain/locale.ts';
import { ltr, SHOP_EMAIL, SHOP_PHONES } from '../../content/shop-contact.ts';
import { escapeHtml } from '../pages/escape-html.ts';
import type { MailContent } from './templates.ts';

interface Words {
  subject: (n: string) => string;
  hello: (name: string) => string;
  lead: (n: string, days: number) => string;
  paid: (phone: string, email: string) => string;
  signature: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    subject: (n) => `Votre commande ${n} est annulée : virement non reçu`,
    hello: (name) => `Bonjour ${name},`,
    lead: (n, days) => `Nous n’avons pas reçu le virement de votre commande ${n} dans les ${days} jours : elle est annulée et ses articles sont remis en vente.`,
    paid: (phone, email) => `Si vous avez fait ce virement, écrivez-nous à ${email} ou appelez le ${phone} avec son justificatif : nous reprendrons votre commande.`,
    signature: 'L’équipe Huileries du Saïss',
  },
  en: {
    subject: (n) => `Your order ${n} is cancelled: transfer not received`,
    hello: (name) => `Hello ${name},`,
    lead: (n, days) => `We did not receive the bank transfer for your order ${n} within ${days} days: it is cancelled and its items are back on sale.`,
    paid: (phone, email) => `If you made the transfer, write to ${email} or call ${phone} with its receipt and we will take your order back.`,
    signature: 'The Huileries du Saïss team',
  },
  ar: {
    subject: (n) => `أُلغي طلبك ${n}: لم يصلنا التحويل`,
    hello: (name) => `مرحبًا ${name}،`,
    lead: (n, days) => `لم يصلنا التحويل البنكي لطلبك ${n} خلال ${days} أيام، لذا أُلغي الطلب وأُعيدت منتجاته إلى البيع.`,
    paid: (phone, email) => `إذا كنت قد أجريت التحويل، راسلنا على ${email} أو اتصل بالرقم ${phone} مع إثباته وسنعيد تفعيل طلبك.`,
    signature: 'فريق معاصر سايس',
  },
};

/** The mail telling a customer their bank-transfer order was cancelled for want of the transfer. */
export function transferCancelledMail(order: { number: string; firstName: string }, locale: Locale, days: number): MailContent {
  const w = WORDS[locale];
  const paragraphs = [w.hello(order.firstName), w.lead(order.number, days), w.paid(locale === 'ar' ? ltr(SHOP_PHONES.mobile) : SHOP_PHONES.mobile, SHOP_EMAIL), w.signature];
  return {
    subject: w.subject(order.number),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:Arial,sans-serif;color:#2f3f14">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`,
  };
}

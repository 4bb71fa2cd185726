import type { Locale } from '../../domain/locale.ts';
import { SHOP_EMAIL } from '../../content/shop-contact.ts';
import { isolated, mailDocument, orderPageParagraph, orderPageUrl, plain, shopPhone } from './order-mail-parts.ts';
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

/** The mail telling a customer their bank-transfer order was cancelled for want of the transfer; with its page. */
export function transferCancelledMail(order: { id: string; number: string; firstName: string }, locale: Locale, days: number, publicUrl: string): MailContent {
  const w = WORDS[locale];
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

import type { OrderAction } from '../../domain/fulfilment.ts';
import type { Locale } from '../../domain/locale.ts';
import { mailDocument, orderPageParagraph, orderPageUrl, plain, questionsParagraph } from './order-mail-parts.ts';
import type { MailContent } from './templates.ts';

interface Move {
  subject: (n: string) => string;
  lead: (n: string) => string;
}

interface Words {
  hello: (name: string) => string;
  moves: Record<OrderAction, Move>;
  /** After a cancellation of an order already paid. */
  refund: string;
  signature: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    hello: (name) => `Bonjour ${name},`,
    moves: {
      confirm: { subject: (n) => `Votre commande ${n} est confirmée`, lead: (n) => `Nous avons confirmé votre commande ${n} : nous la préparons. Vous la paierez en espèces à la réception.` },
      'mark-paid': { subject: (n) => `Virement reçu : commande ${n} confirmée`, lead: (n) => `Nous avons bien reçu votre virement pour la commande ${n} : elle est confirmée et nous la préparons.` },
      'card-paid': { subject: (n) => `Paiement reçu : commande ${n} confirmée`, lead: (n) => `Votre paiement par carte pour la commande ${n} est accepté : elle est confirmée et nous la préparons.` },
      ship: { subject: (n) => `Votre commande ${n} est expédiée`, lead: (n) => `Votre commande ${n} a quitté notre huilerie : le livreur vous appellera avant de passer.` },
      'ready-for-pickup': { subject: (n) => `Votre commande ${n} vous attend en magasin`, lead: (n) => `Votre commande ${n} est prête : vous pouvez la retirer au point de retrait choisi, muni de son numéro.` },
      deliver: { subject: (n) => `Votre commande ${n} est livrée`, lead: (n) => `Votre commande ${n} vous a été livrée. Merci de votre confiance, et bonne dégustation !` },
      collect: { subject: (n) => `Votre commande ${n} est retirée`, lead: (n) => `Vous avez retiré votre commande ${n}. Merci de votre confiance, et bonne dégustation !` },
      cancel: { subject: (n) => `Votre commande ${n} est annulée`, lead: (n) => `Votre commande ${n} est annulée et ses articles sont remis en vente.` },
      'payment-expired': { subject: (n) => `Votre commande ${n} est annulée : paiement non abouti`, lead: (n) => `Le paiement par carte de votre commande ${n} n’a pas abouti à temps : elle est annulée et ses articles sont remis en vente.` },
    },
    refund: 'Votre paiement vous sera remboursé par le même moyen.',
    signature: 'L’équipe Huileries du Saïss',
  },
  en: {
    hello: (name) => `Hello ${name},`,
    moves: {
      confirm: { subject: (n) => `Your order ${n} is confirmed`, lead: (n) => `We have confirmed your order ${n} and are preparing it. You will pay in cash on delivery.` },
      'mark-paid': { subject: (n) => `Transfer received: order ${n} confirmed`, lead: (n) => `We have received your bank transfer for order ${n}: it is confirmed and we are preparing it.` },
      'card-paid': { subject: (n) => `Payment received: order ${n} confirmed`, lead: (n) => `Your card payment for order ${n} went through: it is confirmed and we are preparing it.` },
      ship: { subject: (n) => `Your order ${n} is on its way`, lead: (n) => `Your order ${n} has left our mill: the courier will call you before coming.` },
      'ready-for-pickup': { subject: (n) => `Your order ${n} is ready for pickup`, lead: (n) => `Your order ${n} is ready: you can collect it at the pickup point you chose, with its number.` },
      deliver: { subject: (n) => `Your order ${n} is delivered`, lead: (n) => `Your order ${n} has been delivered. Thank you for your trust, and enjoy!` },
      collect: { subject: (n) => `Your order ${n} is collected`, lead: (n) => `You have collected your order ${n}. Thank you for your trust, and enjoy!` },
      cancel: { subject: (n) => `Your order ${n} is cancelled`, lead: (n) => `Your order ${n} is cancelled and its items are back on sale.` },
      'payment-expired': { subject: (n) => `Your order ${n} is cancelled: payment not completed`, lead: (n) => `The card payment for your order ${n} was not completed in time: it is cancelled and its items are back on sale.` },
    },
    refund: 'Your payment will be refunded the way you paid.',
    signature: 'The Huileries du Saïss team',
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    moves: {
      confirm: { subject: (n) => `تم تأكيد طلبك ${n}`, lead: (n) => `أكّدنا طلبك ${n} ونحن نجهّزه الآن. ستدفع نقدًا عند الاستلام.` },
      'mark-paid': { subject: (n) => `وصلنا التحويل: تم تأكيد الطلب ${n}`, lead: (n) => `وصلنا تحويلك البنكي للطلب ${n}: تم تأكيده ونحن نجهّزه الآن.` },
      'card-paid': { subject: (n) => `تم الدفع: تم تأكيد الطلب ${n}`, lead: (n) => `تم قبول دفعك بالبطاقة للطلب ${n}: تم تأكيده ونحن نجهّزه الآن.` },
      ship: { subject: (n) => `تم شحن طلبك ${n}`, lead: (n) => `غادر طلبك ${n} معصرتنا: سيتصل بك عامل التوصيل قبل وصوله.` },
      'ready-for-pickup': { subject: (n) => `طلبك ${n} جاهز للاستلام`, lead: (n) => `طلبك ${n} جاهز: يمكنك استلامه من نقطة الاستلام التي اخترتها، مع رقمه.` },
      deliver: { subject: (n) => `تم توصيل طلبك ${n}`, lead: (n) => `تم توصيل طلبك ${n}. شكرًا لثقتك، وبالهناء والشفاء!` },
      collect: { subject: (n) => `تم استلام طلبك ${n}`, lead: (n) => `استلمت طلبك ${n}. شكرًا لثقتك، وبالهناء والشفاء!` },
      cancel: { subject: (n) => `أُلغي طلبك ${n}`, lead: (n) => `أُلغي طلبك ${n} وأُعيدت منتجاته إلى البيع.` },
      'payment-expired': { subject: (n) => `أُلغي طلبك ${n}: لم يكتمل الدفع`, lead: (n) => `لم يكتمل الدفع بالبطاقة لطلبك ${n} في الوقت المحدد، لذا أُلغي الطلب وأُعيدت منتجاته إلى البيع.` },
    },
    refund: 'سنعيد إليك المبلغ بطريقة الدفع نفسها.',
    signature: 'فريق معاصر سايس',
  },
};

/** The mail telling a customer, in the language of the order, what just happened to it; with its page and the shop's phone. */
export function fulfilmentMail(action: OrderAction, order: { id: string; number: string; status: string }, firstName: string, locale: Locale, publicUrl: string): MailContent {
  const w = WORDS[locale];
  const move = w.moves[action];
  const refund = (action === 'cancel' && order.status === 'paid') ? [w.refund] : [];
  const paragraphs = [
    ...[w.hello(firstName), move.lead(order.number), ...refund].map(plain),
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

import type { Locale } from '../../domain/locale.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import type { MailContent } from './templates.ts';

const WORDS: Record<Locale, { subject: string; hello: string; lead: string; leave: string; link: string; signature: string }> = {
  fr: {
    subject: 'Bienvenue dans la newsletter Huileries du Saïss',
    hello: 'Bonjour,',
    lead: 'Votre adresse est bien inscrite à notre newsletter : nouveautés, récoltes et offres, une fois par mois.',
    leave: 'Vous ne souhaitez plus la recevoir ? Désabonnez-vous à tout moment :',
    link: 'Se désabonner',
    signature: 'L’équipe Huileries du Saïss',
  },
  en: {
    subject: 'Welcome to the Huileries du Saïss newsletter',
    hello: 'Hello,',
    lead: 'Your address is now on our newsletter: new products, harvests and offers, once a month.',
    leave: 'No longer want it? Unsubscribe at any time:',
    link: 'Unsubscribe',
    signature: 'The Huileries du Saïss team',
  },
  ar: {
    subject: 'مرحبًا بك في النشرة الإخبارية لمعاصر سايس',
    hello: 'مرحبًا،',
    lead: 'تم تسجيل عنوانك في نشرتنا الإخبارية: المنتجات الجديدة والمحاصيل والعروض، مرة واحدة في الشهر.',
    leave: 'لا ترغب في استلامها بعد الآن؟ يمكنك إلغاء الاشتراك في أي وقت:',
    link: 'إلغاء الاشتراك',
    signature: 'فريق معاصر سايس',
  },
};

/** The welcome of a new newsletter address, with its unsubscribe link in the text and in List-Unsubscribe. */
export function newsletterWelcomeMail(locale: Locale, unsubscribeUrl: string): MailContent {
  const w = WORDS[locale];
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    subject: w.subject,
    text: [w.hello, w.lead, `${w.leave}\n${unsubscribeUrl}`, w.signature].join('\n\n'),
    html: `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#2f3f14"><p>${escapeHtml(w.hello)}</p><p>${escapeHtml(w.lead)}</p><p>${escapeHtml(w.leave)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(w.link)}</a></p><p>${escapeHtml(w.signature)}</p></body></html>`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

import type { Locale } from '../../domain/locale.ts';
import { escapeHtml } from '../lib/escape-html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on a newsletter mail. */
  headers?: Record<string, string>;
}

export type CodeMailTexts = { subject: string; greeting: (name: string) => string; lead: string; expiry: string; ignore: string; signature: string };

const VERIFY: Record<Locale, CodeMailTexts> = {
  fr: {
    subject: 'Votre code de vérification Huileries du Saïss',
    greeting: (name) => `Bonjour ${name},`,
    lead: 'Voici votre code pour vérifier votre adresse e-mail :',
    expiry: 'Ce code est valable 15 minutes.',
    ignore: 'Si vous n’avez pas créé de compte, ignorez ce message.',
    signature: 'L’équipe Huileries du Saïss',
  },
  en: {
    subject: 'Your Huileries du Saïss verification code',
    greeting: (name) => `Hello ${name},`,
    lead: 'Here is your code to verify your email address:',
    expiry: 'This code is valid for 15 minutes.',
    ignore: 'If you did not create an account, please ignore this message.',
    signature: 'The Huileries du Saïss team',
  },
  ar: {
    subject: 'رمز التحقق الخاص بك من معاصر سايس',
    greeting: (name) => `مرحبًا ${name}،`,
    lead: 'إليك الرمز للتحقق من بريدك الإلكتروني:',
    expiry: 'هذا الرمز صالح لمدة 15 دقيقة.',
    ignore: 'إذا لم تقم بإنشاء حساب، يرجى تجاهل هذه الرسالة.',
    signature: 'فريق معاصر سايس',
  },
};

const RESET: Record<Locale, CodeMailTexts> = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    lead: 'Voici votre code pour choisir un nouveau mot de passe :',
    expiry: 'Ce code est valable 15 minutes.',
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
    signature: 'L’équipe Huileries du Saïss',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    lead: 'Here is your code to choose a new password:',
    expiry: 'This code is valid for 15 minutes.',
    ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    signature: 'The Huileries du Saïss team',
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    greeting: (name) => `مرحبًا ${name}،`,
    lead: 'إليك الرمز لاختيار كلمة مرور جديدة:',
    expiry: 'هذا الرمز صالح لمدة 15 دقيقة.',
    ignore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    signature: 'فريق معاصر سايس',
  },
};

type NoticeTexts = Omit<CodeMailTexts, 'expiry'> & { next: string };

/** To an address that already has an account, when somebody signs up with it again. */
const ACCOUNT_EXISTS: Record<Locale, NoticeTexts> = {
  fr: {
    subject: 'Vous avez déjà un compte Huileries du Saïss',
    greeting: (name) => `Bonjour ${name},`,
    lead: 'Quelqu’un, sans doute vous, a voulu créer un compte avec cette adresse e-mail, qui en a déjà un.',
    next: 'Connectez-vous avec votre mot de passe ; si vous l’avez oublié, choisissez « Mot de passe oublié ? » pour en recevoir un nouveau.',
    ignore: 'Si ce n’était pas vous, ignorez ce message : votre compte ne change pas.',
    signature: 'L’équipe Huileries du Saïss',
  },
  en: {
    subject: 'You already have a Huileries du Saïss account',
    greeting: (name) => `Hello ${name},`,
    lead: 'Someone, probably you, tried to create an account with this email address, which already has one.',
    next: 'Log in with your password; if you have forgotten it, choose “Forgot password?” to get a new one.',
    ignore: 'If it was not you, ignore this message: your account stays as it is.',
    signature: 'The Huileries du Saïss team',
  },
  ar: {
    subject: 'لديك حساب بالفعل لدى معاصر سايس',
    greeting: (name) => `مرحبًا ${name}،`,
    lead: 'حاول شخص ما، ربما أنت، إنشاء حساب بهذا البريد الإلكتروني، وهو مرتبط بحساب موجود.',
    next: 'سجّل الدخول بكلمة مرورك؛ وإذا نسيتها، اختر «نسيت كلمة المرور؟» لتحصل على كلمة جديدة.',
    ignore: 'إذا لم تكن أنت، تجاهل هذه الرسالة: يبقى حسابك كما هو.',
    signature: 'فريق معاصر سايس',
  },
};

/** The mail's page: brand, then the given paragraphs, in the reader's direction. */
function mailPage(locale: Locale, paragraphs: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}"><body style="margin:0;background:#fbf6ec;font-family:Arial,Tahoma,sans-serif;color:#2f3f14">
<div style="max-width:520px;margin:24px auto;background:#ffffff;border-radius:16px;padding:32px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Huileries du Saïss</p>
${paragraphs}
</div></body></html>`;
}

function noticeMail(texts: NoticeTexts, locale: Locale, name: string): MailContent {
  const text = [texts.greeting(name), '', texts.lead, '', texts.next, '', texts.ignore, '', texts.signature].join('\n');
  const html = mailPage(
    locale,
    `<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.lead)}</p>
<p>${escapeHtml(texts.next)}</p>
<p style="color:#4d6420">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>`,
  );
  return { subject: texts.subject, text, html };
}

export function codeMail(texts: CodeMailTexts, locale: Locale, name: string, code: string): MailContent {
  const text = [texts.greeting(name), '', texts.lead, '', code, '', texts.expiry, texts.ignore, '', texts.signature].join('\n');
  const html = mailPage(
    locale,
    `<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.lead)}</p>
<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#f4ead5;border-radius:12px;padding:16px">${code}</p>
<p>${escapeHtml(texts.expiry)}</p>
<p style="color:#4d6420">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>`,
  );
  return { subject: texts.subject, text, html };
}

export const verificationMail = (locale: Locale, name: string, code: string) => codeMail(VERIFY[locale], locale, name, code);
export const resetMail = (locale: Locale, name: string, code: string) => codeMail(RESET[locale], locale, name, code);
export const accountExistsMail = (locale: Locale, name: string) => noticeMail(ACCOUNT_EXISTS[locale], locale, name);

import type { Locale } from '../../domain/locale.ts';
import { escapeHtml } from '../pages/render-html.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type CodeMailTexts = { subject: string; greeting: (name: string) => string; lead: string; expiry: string; ignore: string; signature: string };

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

function codeMail(texts: CodeMailTexts, locale: Locale, name: string, code: string): MailContent {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const text = [texts.greeting(name), '', texts.lead, '', code, '', texts.expiry, texts.ignore, '', texts.signature].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><body style="margin:0;background:#fbf6ec;font-family:Arial,Tahoma,sans-serif;color:#2f3f14">
<div style="max-width:520px;margin:24px auto;background:#ffffff;border-radius:16px;padding:32px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Huileries du Saïss</p>
<p>${escapeHtml(texts.greeting(name))}</p>
<p>${escapeHtml(texts.lead)}</p>
<p dir="ltr" style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;background:#f4ead5;border-radius:12px;padding:16px">${code}</p>
<p>${escapeHtml(texts.expiry)}</p>
<p style="color:#4d6420">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>
</div></body></html>`;
  return { subject: texts.subject, text, html };
}

export const verificationMail = (locale: Locale, name: string, code: string) => codeMail(VERIFY[locale], locale, name, code);
export const resetMail = (locale: Locale, name: string, code: string) => codeMail(RESET[locale], locale, name, code);

import type { Locale } from '../../domain/locale.ts';
import { escapeHtml } from '../lib/escape-html.ts';

const TEXTS: Record<Locale, { title: string; text: string; retry: string; home: string }> = {
  fr: { title: 'Une erreur est survenue', text: 'La page n’a pas pu être affichée. Veuillez réessayer dans un instant.', retry: 'Réessayer', home: 'Retour à l’accueil' },
  en: { title: 'Something went wrong', text: 'The page could not be shown. Please try again in a moment.', retry: 'Try again', home: 'Back to the home page' },
  ar: { title: 'حدث خطأ', text: 'تعذّر عرض الصفحة. يُرجى المحاولة مرة أخرى بعد لحظات.', retry: 'إعادة المحاولة', home: 'العودة إلى الصفحة الرئيسية' },
};

/** What a shopper sees when a page cannot be rendered: plain HTML in their language, no script. */
export function errorPage(lang: Locale, url: string): string {
  const t = TEXTS[lang];
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)} | Huileries du Saïss</title>
<style>body{font-family:system-ui,sans-serif;background:#fbf6ec;color:#2f3f14;display:grid;place-items:center;min-height:100vh;margin:0;padding:1.5rem;text-align:center}a{color:#2f3f14;margin:0 .75rem}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t.retry)}</a><a href="/">${escapeHtml(t.home)}</a></p></main></body>
</html>`;
}

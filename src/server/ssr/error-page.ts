import type { Locale } from '../../domain/locale.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

/** What a shopper sees when a page cannot be rendered: plain HTML in their language, no script. */
export function errorPage(lang: Locale, url: string): string {
  const t = SERVER_TEXTS[lang].errorPage;
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)} | Huileries du Saïss</title>
<style>body{font-family:system-ui,sans-serif;background:#fbf6ec;color:#2f3f14;display:grid;place-items:center;min-height:100vh;margin:0;padding:1.5rem;text-align:center}a{color:#2f3f14;margin:0 .75rem}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t.retry)}</a><a href="/">${escapeHtml(t.home)}</a></p></main></body>
</html>`;
}

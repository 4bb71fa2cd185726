import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../domain/locale.ts';
import { addVary } from '../http/vary.ts';
import { pageContentSecurityPolicy } from '../plugins/external/helmet.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { pageLanguage } from './page-language.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

/** What the back office's page loads: its styles and scripts (Vite's client and the source in development). */
export interface AdminShell {
  css: string[];
  scripts: { attrs: Record<string, string>; children?: string }[];
}

/** The back office's own build (vite build --mode admin, in dist/web/admin): its entry's script and styles. */
export function builtAdminShell(webDir: string): AdminShell | undefined {
  const file = join(webDir, 'admin', '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; css?: string[]; isEntry?: boolean }>;
  const entry = chunks['src/web/admin/main.tsx'];
  if (!entry) return undefined;
  return { css: (entry.css ?? []).map((css) => `/admin/${css}`), scripts: [{ attrs: { type: 'module', src: `/admin/${entry.file}` } }] };
}

/**
 * /admin and every address under it: the back office, rendered in the browser (staff need no page rendered
 * on the server, and none of its code is in the shop's). The page has its language and direction from
 * ?lang= or the saved choice, as the shop's pages do; it is never cached nor indexed.
 */
export function serveAdminPage(app: FastifyInstance, shell: AdminShell, publicUrl: string): void {
  const https = publicUrl.startsWith('https://');
  const script = ({ attrs, children }: AdminShell['scripts'][number]) =>
    `<script${Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('')}>${children ?? ''}</script>`;
  const page = (lang: Locale) => {
    const html = `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" class="lang-${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(SERVER_TEXTS[lang].adminPageTitle)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${shell.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')}${shell.scripts.map(script).join('')}</head>
<body><div id="admin"></div></body>
</html>`;
    return { html, csp: pageContentSecurityPolicy(https, inlineScriptHashes(html)) };
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, csp } = page(pageLanguage(request.url.split('?')[1] ?? '', request.headers.cookie));
    return addVary(reply, 'Cookie').header('content-security-policy', csp).header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', handler);
  app.get('/admin/*', handler);
}

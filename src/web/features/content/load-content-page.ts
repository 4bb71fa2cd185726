import type { ContentPageName } from '../../../i18n/content-pages.ts';
import type { ContentPage } from '../../../i18n/content-page.ts';
import type { Locale } from '../../../domain/locale.ts';

// One chunk per page and language: a shopper reading the terms in Arabic downloads only that text.
const pages = import.meta.glob<{ default: ContentPage }>(['../../../i18n/*/pages/*.ts']);

export async function loadContentPage(name: ContentPageName, lang: Locale): Promise<ContentPage> {
  const load = pages[`../../../i18n/${lang}/pages/${name}.ts`];
  if (!load) throw new Error(`no text for ${name} in ${lang}`);
  return (await load()).default;
}

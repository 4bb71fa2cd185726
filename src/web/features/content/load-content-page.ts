import type { ContentPageName } from '../../../content/pages/index.ts';
import type { ContentPage } from '../../../content/pages/types.ts';
import type { Locale } from '../../../domain/locale.ts';

// One chunk per page and language: a shopper reading the terms in Arabic downloads only that text.
const pages = import.meta.glob<{ default: ContentPage }>(['../../../content/pages/*.*.ts']);

export async function loadContentPage(name: ContentPageName, lang: Locale): Promise<ContentPage> {
  const load = pages[`../../../content/pages/${name}.${lang}.ts`];
  if (!load) throw new Error(`no text for ${name} in ${lang}`);
  return (await load()).default;
}

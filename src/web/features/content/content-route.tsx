import { lazyRouteComponent } from '@tanstack/react-router';
import type { ContentPageName } from '../../../i18n/content-pages.ts';
import type { ContentPage } from '../../../i18n/content-page.ts';
import type { Locale } from '../../../domain/locale.ts';
import { type I18n, languageOf } from '../../i18n/index.ts';
import { pageHead } from '../../meta/page-head.ts';

interface Loaded {
  page: ContentPage;
  locale: Locale;
}

type Context = { i18n: I18n; publicUrl: string };

/**
 * The route options of a content page: its text in the page's language, loaded on demand. Its view and
 * the list of texts come as chunks of their own: the home page's script carries neither.
 */
export function contentRoute(name: ContentPageName) {
  return {
    loader: async ({ context }: { context: Context }): Promise<Loaded> => {
      const locale = languageOf(context.i18n);
      const { loadContentPage } = await import('./load-content-page.ts');
      return { page: await loadContentPage(name, locale), locale };
    },
    head: ({ match, loaderData }: { match: { context: Context }; loaderData?: Loaded }) =>
      pageHead(match.context, { title: loaderData?.page.title, description: loaderData?.page.description, path: `/${name}` }),
    component: lazyRouteComponent(() => import('./ContentRoute.tsx'), 'ContentRoute'),
  };
}

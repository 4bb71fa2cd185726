import { useLoaderData } from '@tanstack/react-router';
import type { ContentPageName } from '../../../content/pages/index.ts';
import type { ContentPage } from '../../../content/pages/types.ts';
import type { Locale } from '../../../domain/locale.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { ContentPageView } from './ContentPageView.tsx';
import { loadContentPage } from './load-content-page.ts';

interface Loaded {
  page: ContentPage;
  locale: Locale;
}

/** The route options of a content page: its text in the page's language, loaded on demand. */
export function contentRoute(name: ContentPageName) {
  return {
    loader: async (): Promise<Loaded> => {
      const locale = currentLanguage();
      return { page: await loadContentPage(name, locale), locale };
    },
    component: function ContentRoute() {
      const { page, locale } = useLoaderData({ strict: false }) as Loaded;
      return <ContentPageView page={page} locale={locale} />;
    },
  };
}

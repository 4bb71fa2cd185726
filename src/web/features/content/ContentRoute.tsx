import { useLoaderData } from '@tanstack/react-router';
import type { ContentPage } from '../../../i18n/content-page.ts';
import type { Locale } from '../../../domain/locale.ts';
import { ContentPageView } from './ContentPageView.tsx';

/** A content page's text as its route loaded it (content-route.tsx). */
export function ContentRoute() {
  const { page, locale } = useLoaderData({ strict: false }) as { page: ContentPage; locale: Locale };
  return <ContentPageView page={page} locale={locale} />;
}

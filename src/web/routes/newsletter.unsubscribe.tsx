import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/pages/UnsubscribePage.tsx';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { pageHead } from '../meta/page-head.ts';
import { matching, searchParams } from '../search/search-params.ts';

// The link of every newsletter mail (issue 22, item 5): a page that asks, so a mail scanner opening it takes no one off.
export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: searchParams({ token: matching(/^[\w.-]+$/, 600) }),
  beforeLoad: formTextsFirst,
  head: ({ match }) => pageHead(match.context, { title: match.context.i18n.t('unsubscribe.title'), path: '/newsletter/unsubscribe', noindex: true }),
  component: UnsubscribePage,
});

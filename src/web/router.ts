import { createRouter } from '@tanstack/react-router';
import type { Api } from './api/client.ts';
import type { I18n } from './i18n/index.ts';
import type { Texts } from './i18n/app-texts.ts';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  api: Api;
  /** The page's own i18next instance: loaders ask the API in its language, heads are written in it. */
  i18n: I18n;
  texts: Texts;
  /** The shop's public address, for canonical links and social cards (PUBLIC_URL on the server). */
  publicUrl: string;
}

/** What the server hands the browser beside the loaders' data. */
interface Dehydrated {
  publicUrl: string;
  /** The page shows a form: the browser loads the forms' texts before it hydrates. */
  formTexts: boolean;
}

/**
 * The app's router, made once per server render and once per tab: the server renders it and
 * dehydrates the loaders' data into the page, the browser hydrates from that data without reading it
 * again (TanStack Router's SSR).
 */
export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingMs: 300,
    dehydrate: (): Dehydrated => ({ publicUrl: context.publicUrl, formTexts: context.texts.formsAsked() }),
    hydrate: (data: Dehydrated): Promise<void> | undefined => {
      router.update({ ...router.options, context: { ...router.options.context, publicUrl: data.publicUrl } });
      // Waited for by TanStack Router before it hydrates.
      return data.formTexts ? Promise.resolve(context.texts.forms()) : undefined;
    },
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

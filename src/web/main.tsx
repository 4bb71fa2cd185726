import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isLocale } from '../domain/locale.ts';
import { AppRoot } from './AppRoot.tsx';
import { createI18n, loadTexts } from './i18n/index.ts';
import { createTexts } from './i18n/app-texts.ts';
import { createAppRouter } from './router.ts';
import { createAppActors } from './state/app-actors.tsx';
import { createSession } from './state/session.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

// Hydrates the page the server rendered. Start-up comes in a few tasks (yieldToBrowser), none long
// enough to hold a tap up for long.
async function start(): Promise<void> {
  const html = document.documentElement;
  const lang = isLocale(html.lang) ? html.lang : DEFAULT_LOCALE;
  const texts = createTexts(createI18n(lang, await loadTexts(lang, 'core')), ['core']);
  const { i18n } = texts;
  await yieldToBrowser();
  const { session, api } = createSession({
    closeAuthMenu: () => actors.headerMenus.send({ type: 'CLOSE', menu: 'account' }),
    goToVerification: (email) => void router.navigate({ to: '/verify-email', search: { email } }),
  });
  // The public address comes with the dehydrated router (router.ts); the page's own origin until then.
  await yieldToBrowser();
  const router = createAppRouter({ api, i18n, texts, publicUrl: window.location.origin });
  await yieldToBrowser();
  const actors = createAppActors({
    session,
    api,
    texts,
    goToCheckout: (line) => void router.navigate({ to: '/checkout', search: { product: line.productId, variant: line.variantId, quantity: line.quantity } }),
  });
  // Texts from the API (product names...) come in the page's language: read them again when it changes.
  i18n.on('languageChanged', () => void router.invalidate());
  await yieldToBrowser();
  // The page's route code, asked for in a task of its own rather than in the one that hydrates: Vite
  // adds a <link rel=modulepreload> for each of its chunks (twenty on /shop), long enough on a phone
  // to hold a tap up.
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  await Promise.all(routes.map((route) => router.loadRouteChunk(route)));
  await yieldToBrowser();
  // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser between
  // them (a default-priority hydration is one long task); a click on a part not yet hydrated makes
  // React hydrate that part first, then replays the click.
  startTransition(() => {
    hydrateRoot(
      document,
      <AppRoot actors={actors}>
        <RouterClient router={router} />
      </AppRoot>,
    );
  });
}

void start();

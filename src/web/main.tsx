import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { storage, STORAGE_KEYS } from './api/storage.ts';
import { AppRoot } from './AppRoot.tsx';
import { currentLanguage, initialLanguage, setupI18n } from './i18n/index.ts';
import { createAppRouter } from './router.ts';
import { startAppActors } from './state/app-actors.tsx';
import { assumeViewportWidth } from './ui/assumed-viewport.ts';
import { setDrawingFirstScreen } from './ui/first-screen.ts';
import { purchaseEffects } from './state/direct-purchase.ts';
import { sessionEffects, startSession } from './state/session.ts';
import { yieldToBrowser } from './yield-to-browser.ts';
import { replayEarlyPresses } from './early-presses.ts';

// Start-up comes in several tasks (yieldToBrowser), none long enough to hold a tap up for long.
const i18n = await setupI18n(initialLanguage());
await yieldToBrowser();
const { session, api } = startSession();
const actors = startAppActors(session, api);
const router = createAppRouter({ api });
sessionEffects.closeAuthMenu = () => actors.headerMenus.send({ type: 'CLOSE', menu: 'account' });
sessionEffects.goToVerification = (email) => void router.navigate({ to: '/verify-email', search: { email } });
purchaseEffects.openAuthentication = () => actors.headerMenus.send({ type: 'OPEN', menu: 'account' });
purchaseEffects.goToCheckout = (line) =>
  void router.navigate({ to: '/checkout', search: { product: line.productId, variant: line.variantId, quantity: line.quantity } });
// Texts from the API (product names...) come in the page's language: reload them when it changes.
i18n.on('languageChanged', () => void router.invalidate());
await yieldToBrowser();

const app = <AppRoot i18n={i18n} actors={actors} router={router} />;
const root = document.getElementById('root')!;
// The server drew this page's first screen for a guest in its language (src/web/ssr): a guest in that
// language takes it over as it is, once the route's data is in; anyone else gets the page drawn anew.
if (root.dataset.firstScreen === currentLanguage() && !storage.get(STORAGE_KEYS.authToken)) {
  await router.load();
  await yieldToBrowser();
  // Media queries answer as they did on the server until the page is taken over.
  assumeViewportWidth(Number(root.dataset.width));
  // Marked as TanStack's own hydration marks it, so the route tree is wrapped as on the server.
  router.ssr = { manifest: undefined };
  // Drawn as the server drew it until the shopper goes elsewhere; pages after that draw as usual.
  setDrawingFirstScreen(true);
  const stop = router.subscribe('onBeforeNavigate', () => {
    setDrawingFirstScreen(false);
    stop();
  });
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
replayEarlyPresses();
// From here a press on the page is handled: during hydration React replays it once its part is taken
// over. (Browser tests wait for this mark before they press anything on a page the server drew.)
document.documentElement.dataset.interactive = '';

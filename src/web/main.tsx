import './react-events-on-preact.ts';
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
import { FIRST_SCREEN_DATA_MS, loaderPromises } from './first-screen-data.ts';
import { ReplayEarlyPresses } from './early-presses.tsx';
import { HydrateLater, hydrateInParts } from './ui/hydrate-later.tsx';

// Start-up comes in several tasks (yieldToBrowser), none long enough to hold a tap up for long. It is
// a function, not awaits at the top of the module: top-level await stops the bundler from merging
// small shared chunks into the ones that use them (54 files on the home page instead of 38).
async function start(): Promise<void> {
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

  const app = (
    <>
      <AppRoot i18n={i18n} actors={actors} router={router} />
      {/* Last of the parts taken over after the page, so its presses come once every card answers. */}
      <HydrateLater>
        <ReplayEarlyPresses />
      </HydrateLater>
    </>
  );
  const root = document.getElementById('root')!;
  // The server drew this page's first screen for a guest in its language (src/web/ssr): a guest in that
  // language takes it over as it is, once the route's data is in; anyone else gets the page drawn anew.
  if (root.dataset.firstScreen === currentLanguage() && !storage.get(STORAGE_KEYS.authToken)) {
    await router.load();
    await loaderPromises(router.state.matches, FIRST_SCREEN_DATA_MS);
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
    void hydrateInParts(() => hydrateRoot(root, app));
  } else {
    createRoot(root).render(app);
  }
}

void start();

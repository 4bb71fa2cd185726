import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initialLanguage, setupI18n } from './i18n/index.ts';
import { createAppRouter } from './router.ts';
import { AppActorsProvider, startAppActors } from './state/app-actors.tsx';
import { purchaseEffects } from './state/direct-purchase.ts';
import { sessionEffects, startSession } from './state/session.ts';
import './styles.css';

const i18n = await setupI18n(initialLanguage());
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppActorsProvider actors={actors}>
        <RouterProvider router={router} />
      </AppActorsProvider>
    </I18nextProvider>
  </StrictMode>,
);

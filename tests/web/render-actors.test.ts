// The server renders from createRenderActors (the machines as they are); the browser hydrates from
// createAppActors (the same machines given the browser's effects) before it starts them. Their first
// states must be the same, or React would find another page than the server's when it hydrates.
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/web/api/client.ts';
import fr from '../../src/i18n/fr/shop.ts';
import { createI18n } from '../../src/web/i18n/index.ts';
import { createTexts } from '../../src/web/i18n/app-texts.ts';
import { type AppActors, createAppActors, createRenderActors } from '../../src/web/state/app-actors.tsx';
import { createSession } from '../../src/web/state/session.ts';

/** What a component can read of an actor before it starts: its state and its context. */
const firstState = (actor: AppActors['session']) => {
  const { value, context, status } = actor.getSnapshot();
  return { value, context, status };
};

describe('the actors a server render draws from', () => {
  const texts = createTexts(createI18n('fr', fr), ['core']);
  const api = createApi({ baseUrl: 'http://in-process/api', fetch: () => Promise.reject(new Error('no call expected')) });
  const nothing = () => {};
  const browser = createAppActors({ session: createSession({ closeAuthMenu: nothing, goToVerification: nothing }).session, api, texts, goToCheckout: nothing });
  const server = createRenderActors({ api, texts });

  for (const name of ['headerMenus', 'notifications', 'session', 'cart', 'directPurchase'] as const) {
    it(`start ${name} where the browser's does`, () => {
      expect(firstState(server[name] as AppActors['session'])).toEqual(firstState(browser[name] as AppActors['session']));
    });
  }

  it('start an add-to-cart control where the browser’s does', async () => {
    const { createActor } = await import('xstate');
    const { value, context } = createActor(server.addToCart).getSnapshot();
    const theirs = createActor(browser.addToCart).getSnapshot();
    expect({ value, context }).toEqual({ value: theirs.value, context: theirs.context });
  });

  it('hold the render’s own texts and API', () => {
    expect(server.texts).toBe(texts);
    expect(server.i18n).toBe(texts.i18n);
    expect(server.api).toBe(api);
  });
});

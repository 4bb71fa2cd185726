import { useEffect } from 'react';
import { isLocale } from '../../domain/locale.ts';
import { storage, STORAGE_KEYS } from '../api/storage.ts';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { languageOf } from '../i18n/index.ts';
import { type AppActors, startAppActors } from './app-actors.tsx';

/**
 * What starts once the page is hydrated (effects never run on the server): the actors (the session
 * then finds a signed-in shopper, the cart loads), and the language saved in an earlier visit when the
 * page came in another (a choice made before the language cookie existed; `?lang=` in the address
 * wins). Marks the page as hydrated, for the browser tests and the budgets.
 */
export function StartInBrowser({ actors }: { actors: AppActors }) {
  useEffect(() => startAppActors(actors), [actors]);
  useEffect(() => {
    const saved = storage.get(STORAGE_KEYS.language);
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (!isLocale(asked) && isLocale(saved) && saved !== languageOf(actors.i18n)) void chooseLanguage(actors.texts, saved);
    document.documentElement.dataset.hydrated = '';
    performance.mark('hydrated');
  }, [actors.i18n, actors.texts]);
  return null;
}

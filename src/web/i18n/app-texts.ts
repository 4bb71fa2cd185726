import type { Locale } from '../../domain/locale.ts';
import { type Readable, readableByUse, readableNow } from '../ui/lazy-component.tsx';
import { type I18n, languageOf, loadTexts, type TextPart } from './index.ts';

/** The texts of one app (a tab, or a server render): its i18next instance and the parts it holds. */
export interface Texts {
  i18n: I18n;
  /** Resolves once the forms' texts are in, in the current language; the same promise until it changes. */
  forms(): Readable<void>;
  /** Whether a page of this render asked for the forms' texts (the browser then loads them before it hydrates). */
  formsAsked(): boolean;
  /** Turns the app to another language, with every part it holds loaded in it first. */
  switchTo(language: Locale): Promise<void>;
}

/** The texts of an app whose i18next instance holds `parts` of its language already. */
export function createTexts(i18n: I18n, parts: TextPart[]): Texts {
  const loading = new Map<string, Readable<void>>(parts.map((part) => [`${part} ${languageOf(i18n)}`, readableNow(undefined)]));
  let asked = false;
  const load = (part: TextPart, language: Locale) => {
    const key = `${part} ${language}`;
    let pending = loading.get(key);
    if (!pending) {
      // Readable by use() once in: a form whose texts came on the intent to open it shows at once.
      pending = readableByUse(loadTexts(language, part).then((texts) => void i18n.addResourceBundle(language, 'translation', texts, true, true)));
      loading.set(key, pending);
    }
    return pending;
  };
  return {
    i18n,
    forms() {
      asked = true;
      return load('forms', languageOf(i18n));
    },
    formsAsked: () => asked,
    async switchTo(language) {
      await Promise.all([load('core', language), ...(asked ? [load('forms', language)] : [])]);
      await i18n.changeLanguage(language);
    },
  };
}

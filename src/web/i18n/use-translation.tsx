import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import type { I18n } from './index.ts';

interface Translator {
  i18n: I18n;
  t: TFunction;
}

const TranslatorContext = createContext<Translator | null>(null);

/**
 * The app's texts for every component below: one i18next instance, and a `t` fixed to its language,
 * made once per language rather than at every component (react-i18next's own hook copies the
 * instance and fixes a `t` for each component it renders, a large part of a server render).
 */
export function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
  const translator = useMemo(() => ({ i18n, t: translatorIn(i18n, language) }), [i18n, language]);
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** Options that only fill a text's {{placeholders}} (and count, a number): i18next's context and fallback options are not among them. */
const PLAIN_OPTION = /^(?!context$|defaultValue$|returnObjects$|lng$|lngs$|ns$|keyPrefix$|ordinal$|replace$|interpolation$|joinArrays$|postProcess$)/;

/** Options made only of strings, numbers and booleans: the text they give can be remembered by their JSON. */
function isFlat(options: unknown): options is Record<string, unknown> {
  if (!options || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) return false;
  return Object.values(options).every((value) => value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value));
}

/**
 * A `t` in one language. What it answers is remembered, by key and options (a page asks for the same
 * texts many times). A text with no options, or options that only fill its {{placeholders}} and pick
 * its plural form by a numeric count, is read and filled here, as i18next would with
 * `escapeValue: false` (i18next's own `t` is most of a server render's time in texts); anything else
 * (nesting, formats, context) is i18next's own.
 */
function translatorIn(i18n: I18n, language: string): TFunction {
  const fixed = i18n.getFixedT(language) as unknown as (key: unknown, ...rest: unknown[]) => string;
  const found = new Map<string, string>();
  let pluralRules: Intl.PluralRules | undefined;
  const remembered = (key: string, id: string, make: () => string) => {
    let text = found.get(id);
    if (text === undefined) {
      text = make();
      // A key with no text yet (a part still loading) is not remembered.
      if (text !== key) found.set(id, text);
    }
    return text;
  };
  const resource = (key: string) => i18n.getResource(language, 'translation', key) as unknown;
  // The text i18next picks: for a count, the zero form (count 0, where the language has one), then
  // the language's plural form, then the key itself.
  const raw = (key: string, count: unknown) => {
    if (count === undefined) return resource(key);
    if (typeof count !== 'number') return undefined;
    pluralRules ??= new Intl.PluralRules(language);
    const forms = [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralRules.select(count)}`, key];
    for (const form of forms) {
      const text = resource(form);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  const filled = (key: string, options: Record<string, unknown>) => {
    if (!Object.keys(options).every((name) => PLAIN_OPTION.test(name))) return null;
    const text = raw(key, options.count);
    if (typeof text !== 'string' || text.includes('$t(')) return null;
    let plain = true;
    const result = text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
      const value = options[name];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      plain = false;
      return '';
    });
    return plain && !result.includes('{{') ? result : null;
  };
  return ((key: string, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1) return fixed(key, ...rest);
    const [options] = rest;
    if (options === undefined) return remembered(key, key, () => filled(key, {}) ?? fixed(key));
    if (!isFlat(options)) return fixed(key, options);
    return remembered(key, `${key}\u0000${JSON.stringify(options)}`, () => filled(key, options) ?? fixed(key, options));
  }) as unknown as TFunction;
}

/** The texts of the app, and its i18next instance. */
export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation outside of TextsProvider');
  return translator;
}

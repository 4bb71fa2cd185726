import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { LOCALES, type Locale } from '../../../domain/locale.ts';
import { LANGUAGE_NAMES } from '../../../i18n/language-names.ts';
import { useRouter } from '@tanstack/react-router';
import { useAdmin } from '../context.tsx';
import { switchLanguage, useAdminText } from '../i18n/index.ts';

/** The three languages as a segmented switch (react-aria: arrow keys move, Space or Enter picks). */
export function LanguageSwitch() {
  const { i18n } = useAdmin();
  const { t, lang } = useAdminText();
  const router = useRouter();
  const choose = async (next: Locale) => {
    await switchLanguage(i18n, next);
    // An address that names the language (?lang=) names the new one, so a reload stays in it; the
    // screen's data is read again (names of delivery methods come in the page's language).
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', next);
      router.history.replace(`${url.pathname}${url.search}`);
    } else await router.invalidate();
  };
  return (
    <ToggleButtonGroup
      aria-label={t('app.language')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[lang]}
      onSelectionChange={(keys) => {
        const next = [...keys][0] as Locale | undefined;
        if (next && next !== lang) void choose(next);
      }}
      className="flex rounded-full border border-olive-300 bg-white p-0.5"
    >
      {LOCALES.map((locale) => (
        <ToggleButton
          key={locale}
          id={locale}
          aria-label={LANGUAGE_NAMES[locale].name}
          lang={locale}
          className="min-w-9 cursor-pointer rounded-full px-2 py-1.5 text-sm font-semibold text-olive-900 outline-none selected:bg-olive-800 selected:text-cream-50 focus-visible:ring-3 focus-visible:ring-gold-500"
        >
          {LANGUAGE_NAMES[locale].short}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

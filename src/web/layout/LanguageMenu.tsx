import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES } from '../../domain/locale.ts';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useAppActors, useHeaderMenu } from '../state/app-actors.tsx';
import { ChoiceMenu } from '../ui/ChoiceMenu.tsx';
import { Flag, LANGUAGE_COUNTRY } from './Flag.tsx';

/** fr, en, ar with their names and flags; the choice is saved and the page turns (rtl for Arabic). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { texts } = useAppActors();
  const [isOpen, setOpen] = useHeaderMenu('language');
  const language = useLanguage();
  return (
    <ChoiceMenu
      label={t('language.menu')}
      triggerLabel={t('language.current', { name: t(`language.names.${language}`) })}
      trigger={
        <>
          <Flag country={LANGUAGE_COUNTRY[language]} />
          <span className="text-sm uppercase">{language}</span>
        </>
      }
      choices={LOCALES.map((code) => ({ id: code, label: t(`language.names.${code}`), lang: code, icon: <Flag country={LANGUAGE_COUNTRY[code]} /> }))}
      selected={language}
      onSelect={(id) => {
        if (isLocale(id)) void chooseLanguage(texts, id);
      }}
      isOpen={isOpen}
      onOpenChange={setOpen}
    />
  );
}

import type { Key } from 'react-aria-components';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALES, type Locale } from '../../domain/locale.ts';
import { changeLanguage, currentLanguage } from '../i18n/index.ts';
import { useHeaderMenu } from '../state/app-actors.tsx';
import { Button } from '../ui/Button.tsx';
import { Flag, LANGUAGE_COUNTRY } from './Flag.tsx';

/** fr, en, ar with their names and flags; the choice is saved and the page turns (rtl for Arabic). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useHeaderMenu('language');
  const language = currentLanguage();
  const select = (key: Key) => {
    if (isLocale(key)) void changeLanguage(key);
  };
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="ghost" aria-label={t('language.current', { name: t(`language.names.${language}`) })}>
        <Flag country={LANGUAGE_COUNTRY[language]} />
        <span className="text-sm uppercase">{language}</span>
      </Button>
      <Popover placement="bottom end" offset={10} className="min-w-44 rounded-2xl border border-olive-100 bg-white p-1.5 shadow-xl">
        <Menu
          aria-label={t('language.menu')}
          selectionMode="single"
          selectedKeys={[language]}
          onAction={select}
          className="outline-none"
        >
          {LOCALES.map((code: Locale) => (
            <MenuItem
              key={code}
              id={code}
              lang={code}
              textValue={t(`language.names.${code}`)}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-olive-900 outline-none focus:bg-olive-100 selected:font-semibold"
            >
              {({ isSelected }) => (
                <>
                  <Flag country={LANGUAGE_COUNTRY[code]} />
                  <span className="flex-1">{t(`language.names.${code}`)}</span>
                  {isSelected && <span aria-hidden="true">✓</span>}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

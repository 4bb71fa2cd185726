import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../i18n/index.ts';
import { cityMatches, MOROCCAN_CITIES } from '../../../../content/moroccan-cities.ts';
import { ComboBoxField } from '../../../ui/ComboBoxField.tsx';

interface Props {
  /** The chosen city's id, or ''. */
  city: string;
  errorMessage?: string;
  onChange: (city: string) => void;
}

/** The shopper's city, picked from the Moroccan cities in the page's language, found by any of its names. */
export function CityField({ city, errorMessage, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n);
  const options = MOROCCAN_CITIES.map((c) => ({ id: c.id, label: c.name[lang], city: c })).sort((a, b) => a.label.localeCompare(b.label, lang));
  return (
    <ComboBoxField
      label={t('checkout.city')}
      options={options}
      selectedKey={city}
      onChange={onChange}
      matches={(option, typed) => cityMatches(option.city, typed)}
      emptyText={t('checkout.noCity')}
      errorMessage={errorMessage}
      autoComplete="address-level2"
    />
  );
}

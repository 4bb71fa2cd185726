import { AsYouType, type CountryCode, getCountryCallingCode } from 'libphonenumber-js/min';
import { useState } from 'react';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField.tsx';

// Spec section 9: Morocco, France, Spain; Morocco first and by default.
const COUNTRIES = ['MA', 'FR', 'ES'] as const;
type Country = (typeof COUNTRIES)[number];

interface Props {
  /** The number as sent: international (+212…) or empty. */
  value: string;
  onChange: (international: string) => void;
  onBlur: () => void;
  errorMessage?: string;
}

/** A phone number from a country (Morocco first) and the national digits; gives +{code}{digits}. */
export function PhoneField({ value, onChange, onBlur, errorMessage }: Props) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<Country>('MA');
  const [national, setNational] = useState(() => value.replace(/^\+\d{1,3}/, ''));
  const compose = (code: CountryCode, digits: string) => {
    const clean = digits.replace(/\D/g, '').replace(/^0+/, '');
    onChange(clean ? `+${getCountryCallingCode(code)}${clean}` : '');
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <Select
          selectedKey={country}
          onSelectionChange={(key) => {
            const next = key as Country;
            setCountry(next);
            compose(next, national);
          }}
          className="flex flex-col gap-1"
        >
          <Label className="text-sm font-medium">{t('auth.phoneCountry')}</Label>
          <Button className="flex h-11 items-center gap-1 rounded-full border border-olive-300 bg-white px-3 outline-none focus-visible:ring-3 focus-visible:ring-gold-500">
            <SelectValue>{({ selectedText }) => <span dir="ltr">{selectedText}</span>}</SelectValue>
            <span aria-hidden="true">▾</span>
          </Button>
          <Popover className="rounded-2xl border border-olive-100 bg-white p-1 shadow-xl">
            <ListBox className="outline-none">
              {COUNTRIES.map((code) => (
                <ListBoxItem
                  key={code}
                  id={code}
                  textValue={`${t(`auth.countries.${code}`)} +${getCountryCallingCode(code)}`}
                  className="cursor-pointer rounded-xl px-3 py-2 outline-none focus:bg-olive-100 selected:font-semibold"
                >
                  {t(`auth.countries.${code}`)} <span dir="ltr">+{getCountryCallingCode(code)}</span>
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <TextField
          label={t('auth.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          value={national}
          onChange={(text) => {
            const formatted = new AsYouType(country).input(text);
            setNational(formatted);
            compose(country, formatted);
          }}
          onBlur={onBlur}
          className="flex-1"
        />
      </div>
      {errorMessage && <p className="text-sm text-red-700">{errorMessage}</p>}
    </div>
  );
}

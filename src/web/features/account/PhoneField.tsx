import { AsYouType, type CountryCode, getCountryCallingCode } from 'libphonenumber-js/min';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SelectField } from '../../ui/Select.tsx';
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
  /** The number's label; the signup form's says it is optional. */
  label?: string;
}

/** A phone number from a country (Morocco first) and the national digits; gives +{code}{digits}. */
export function PhoneField({ value, onChange, onBlur, errorMessage, label }: Props) {
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
        <SelectField
          label={t('auth.phoneCountry')}
          selectedKey={country}
          onChange={(key) => {
            const next = key as Country;
            setCountry(next);
            compose(next, national);
          }}
          options={COUNTRIES.map((code) => ({
            id: code,
            label: `${t(`auth.countries.${code}`)} +${getCountryCallingCode(code)}`,
            short: `+${getCountryCallingCode(code)}`,
          }))}
        />
        <TextField
          label={label ?? t('auth.phone')}
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
          className="min-w-0 flex-1"
        />
      </div>
      {errorMessage && <p className="text-sm text-red-700">{errorMessage}</p>}
    </div>
  );
}

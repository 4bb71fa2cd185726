import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useId, useState } from 'react';
import { phoneE164 } from '../../../domain/phone.ts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';

// Spec section 9: Morocco, France, Spain; Morocco first and by default.
const COUNTRIES = ['MA', 'FR', 'ES'] as const;
type Country = (typeof COUNTRIES)[number];
const isCountry = (code: string | undefined): code is Country => COUNTRIES.includes(code as Country);
// Left to right in Arabic too (+212, not 212+): it holds no letter to take its direction from.
const callingCode = (code: Country) => `\u2066+${getCountryCallingCode(code)}\u2069`;

interface Props {
  /** The number as sent: international (+212…) or empty. */
  value: string;
  onChange: (international: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
  /** The number's label; the signup form's says it is optional. */
  label?: string;
}

interface Shown {
  /** The value the field last gave or was given. */
  value: string;
  country: Country;
  /** The text in the field, as typed and formatted. */
  text: string;
}

/** A number given to the field: a listed country's in its national form (06 61 23 45 67), others as they are. */
function shown(value: string): Shown {
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  if (parsed && isCountry(parsed.country)) return { value, country: parsed.country, text: parsed.formatNational() };
  return { value, country: 'MA', text: value };
}

/**
 * The number as typed, international: its E.164 when it is a valid one however written (06 61 23 45
 * 67, 661234567, +212 6 61…, 00212…); otherwise +{calling code}{digits}, for the form to judge.
 */
function international(country: Country, text: string): string {
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  const valid = phoneE164(text, country);
  if (valid) return valid;
  if (/^\s*\+/.test(text)) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+${getCountryCallingCode(country)}${digits.replace(/^0+/, '')}`;
}

/**
 * A phone number from a country (Morocco first) and the number, written any usual way: national, or
 * international with + or 00 (the country then follows its calling code). Gives +{code}{digits}.
 */
export function PhoneField({ value, onChange, onBlur, errorMessage, label }: Props) {
  const { t } = useTranslation();
  const errorId = useId();
  const [state, setState] = useState(() => shown(value));
  let current = state;
  // A number set from outside (a restored or pre-filled form) replaces what the field shows.
  if (value !== state.value) {
    current = shown(value);
    setState(current);
  }
  const change = (country: Country, text: string) => {
    const next = international(country, text);
    setState({ value: next, country, text });
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <SelectField
          label={t('auth.phoneCountry')}
          selectedKey={current.country}
          onChange={(key) => change(key as Country, current.text)}
          options={COUNTRIES.map((code) => ({
            id: code,
            label: `${t(`auth.countries.${code}`)} ${callingCode(code)}`,
            short: callingCode(code),
          }))}
        />
        <TextField
          label={label ?? t('auth.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={current.text}
          onChange={(text) => {
            const typed = new AsYouType(current.country);
            const formatted = typed.input(text);
            const country = /^\s*(\+|00)/.test(text) ? typed.getCountry() : undefined;
            change(isCountry(country) ? country : current.country, formatted);
          }}
          onBlur={onBlur}
          // Its error shows under the whole row (the country's too), tied to the number's field.
          isInvalid={Boolean(errorMessage)}
          aria-describedby={errorMessage ? errorId : undefined}
          className="min-w-0 flex-1"
        />
      </div>
      {errorMessage && (
        <p id={errorId} className="text-sm text-red-700">
          {errorMessage}
        </p>
      )}
    </div>
  );
}

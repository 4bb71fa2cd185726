import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface Phone {
  country: string;
  countryCallingCode: string;
  national: string;
  international: string;
}

/** Spec section 5: a plus sign, a non-zero digit, then up to 14 more digits (E.164, at most 15). */
export const INTERNATIONAL_PHONE = /^\+[1-9]\d{0,14}$/;

/** The number registration sends when none is given (spec section 5 keeps this questionable rule). */
export const PLACEHOLDER_PHONE: Phone = {
  country: 'MA',
  countryCallingCode: '212',
  national: '600000000',
  international: '+212600000000',
};

/**
 * Registration's phone rules: +212 numbers are Moroccan; others are split after their 1 to 3 digit
 * calling code (libphonenumber-js knows which); no phone gives the placeholder. Undefined when the
 * text is not an international number.
 */
export function phoneForRegistration(input: string | undefined | null): Phone | undefined {
  const compact = (input ?? '').replace(/[\s.()-]/g, '');
  if (!compact) return PLACEHOLDER_PHONE;
  if (!INTERNATIONAL_PHONE.test(compact)) return undefined;
  if (compact.startsWith('+212')) {
    return { country: 'MA', countryCallingCode: '212', national: compact.slice(4), international: compact };
  }
  const parsed = parsePhoneNumberFromString(compact);
  if (parsed) {
    return {
      country: parsed.country ?? '',
      countryCallingCode: parsed.countryCallingCode,
      national: String(parsed.nationalNumber),
      international: compact,
    };
  }
  // Unknown plan: read a 1 to 3 digit calling code, leaving at least one digit of number. '+2' passes
  // the form's rule but leaves none: not a number anyone can be called on.
  const code = /^\+(\d{1,3})(\d+)$/.exec(compact);
  if (!code) return undefined;
  return { country: '', countryCallingCode: code[1]!, national: code[2]!, international: compact };
}

/**
 * The shopper's own number, or undefined: the registration placeholder is never theirs, so it is not
 * shown as their phone nor pre-filled in checkout (the field stays empty until they type one).
 */
export function ownPhone(phone: Pick<Phone, 'international'> | null | undefined): string | undefined {
  if (!phone?.international || phone.international === PLACEHOLDER_PHONE.international) return undefined;
  return phone.international;
}

/** What people write around a number's digits: a leading + and spaces, dots, dashes, brackets. */
const WRITTEN_PHONE = /^\+?[\d\s().-]{1,30}$/;

/**
 * A number as people write it, in E.164 (+212661234567), or undefined when it is no valid number.
 * Moroccans write 06 61 23 45 67, 0661234567, 661234567, +212 6 61 23 45 67 or 00212661234567; a
 * number without its calling code is read as one of `country` (Morocco unless told).
 */
export function phoneE164(written: string, country: CountryCode = 'MA'): string | undefined {
  const text = written.trim();
  if (!WRITTEN_PHONE.test(text)) return undefined;
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A stored number as staff read it aloud: a Moroccan one as Moroccans write it (06 61 23 45 67), others internationally (+33 6 12 34 56 78). */
export function phoneForReading(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'MA' ? parsed.formatNational() : parsed.formatInternational();
}

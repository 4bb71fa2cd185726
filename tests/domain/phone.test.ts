import { describe, expect, it } from 'vitest';
import { ownPhone, phoneForReading, phoneForRegistration } from '../../src/domain/phone.ts';

// Spec section 5: a plus sign, a non-zero digit, then up to 14 more digits; +212 is split as Morocco,
// otherwise a 1 to 3 digit calling code is read; no phone gives the placeholder +212 600000000.
const placeholder = { country: 'MA', countryCallingCode: '212', national: '600000000', international: '+212600000000' };

describe('phoneForRegistration', () => {
  it.each([undefined, null, '', '  ', ' - . ( ) '])('gives the Moroccan placeholder for no phone (%j)', (input) => {
    expect(phoneForRegistration(input)).toEqual(placeholder);
  });

  it('splits +212 numbers as Morocco', () => {
    expect(phoneForRegistration('+212612345678')).toEqual({ country: 'MA', countryCallingCode: '212', national: '612345678', international: '+212612345678' });
  });

  it('splits any number beginning with +212 as Morocco, however short', () => {
    expect(phoneForRegistration('+2126')).toEqual({ country: 'MA', countryCallingCode: '212', national: '6', international: '+2126' });
  });

  it('leaves the country empty for a calling code of no country', () => {
    expect(phoneForRegistration('+80012345678')).toEqual({ country: '', countryCallingCode: '800', national: '12345678', international: '+80012345678' });
  });

  it('drops spaces, dots, dashes and brackets first', () => {
    expect(phoneForRegistration('+212 (6) 12.34-56 78')).toEqual({ country: 'MA', countryCallingCode: '212', national: '612345678', international: '+212612345678' });
  });

  it('reads the calling code of another country', () => {
    expect(phoneForRegistration('+33612345678')).toEqual({ country: 'FR', countryCallingCode: '33', national: '612345678', international: '+33612345678' });
    expect(phoneForRegistration('+1 (202) 555-0143')).toEqual({ country: 'US', countryCallingCode: '1', national: '2025550143', international: '+12025550143' });
  });

  it('reads up to 3 digits of calling code when the plan is unknown', () => {
    expect(phoneForRegistration('+999123456')).toEqual({ country: '', countryCallingCode: '999', national: '123456', international: '+999123456' });
    expect(phoneForRegistration('+21')).toEqual({ country: '', countryCallingCode: '2', national: '1', international: '+21' });
  });

  it('takes 15 digits but not 16', () => {
    expect(phoneForRegistration('+123456789012345')?.international).toBe('+123456789012345');
    expect(phoneForRegistration('+1234567890123456')).toBeUndefined();
  });

  it.each(['0612345678', '+0612345678', '212612345678', '+21261234567a', 'a+212612345678', '++212612345678', '+', '+212 6123/45678'])('rejects %j', (input) => {
    expect(phoneForRegistration(input)).toBeUndefined();
  });

  // '+2' keeps the spec's form rule (plus, a non-zero digit, then up to 14 more digits: zero more here),
  // but once its calling code is read no digit is left for the number: refused, not a TypeError.
  it('refuses a number of one digit (+2): nothing is left after its calling code', () => {
    expect(phoneForRegistration('+2')).toBeUndefined();
  });
});

// The spec says the placeholder is sent as phone; it is silent on showing it. The code never shows it as the shopper's.
describe('ownPhone', () => {
  it('gives the shopper their own number', () => {
    expect(ownPhone({ international: '+212612345678' })).toBe('+212612345678');
  });
  it.each([undefined, null, { international: '' }, { international: '+212600000000' }])('gives nothing for %j', (phone) => {
    expect(ownPhone(phone)).toBeUndefined();
  });
});

// Issue 45: staff read the number they call as it is written in Morocco.
describe('phoneForReading', () => {
  it('writes a Moroccan number the Moroccan way, and others internationally', () => {
    expect(phoneForReading('+212661234567')).toBe('06 61 23 45 67');
    expect(phoneForReading('+212761234567')).toBe('07 61 23 45 67');
    expect(phoneForReading('+212522123456')).toBe('05 22 12 34 56');
    expect(phoneForReading('+33612345678')).toBe('+33 6 12 34 56 78');
  });
});

import { describe, expect, it } from 'vitest';
import { phoneE164 } from '../../src/domain/phone.ts';

// Issue 43: Moroccans write one number in all these ways; each is the same number, kept in E.164.
const MOROCCAN = ['0661234567', '06 61 23 45 67', '+212 6 61 23 45 67', '00212661234567', '661234567', '+212661234567'];

describe('phoneE164', () => {
  it.each(MOROCCAN)('reads %j as +212661234567', (written) => {
    expect(phoneE164(written)).toBe('+212661234567');
  });

  it('takes dots, dashes, brackets, the (0) of the trunk prefix and surrounding spaces', () => {
    for (const written of ['06.61.23.45.67', '06-61-23-45-67', '(06) 61 23 45 67', '+212 (0)6 61 23 45 67', '+212 06 61 23 45 67', '  0661234567 ']) {
      expect(phoneE164(written), written).toBe('+212661234567');
    }
  });

  it('reads landlines and other mobile ranges', () => {
    expect(phoneE164('05 22 12 34 56')).toBe('+212522123456');
    expect(phoneE164('07 12 34 56 78')).toBe('+212712345678');
  });

  it('reads a number without calling code as one of the country given', () => {
    expect(phoneE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(phoneE164('612 34 56 78', 'ES')).toBe('+34612345678');
    expect(phoneE164('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(phoneE164('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it.each(['', '  ', '12', '066123456', '06612345678', '+2126612345678', '+21212', '+0661234567', 'O661234567', '0661234567 poste 2', '06 61 23 45 67+', 'tel: 0661234567', '+212 6 61 23 45 67 89 01 23 45 67 89'])(
    'refuses %j, which is no number',
    (written) => {
      expect(phoneE164(written)).toBeUndefined();
    },
  );
});

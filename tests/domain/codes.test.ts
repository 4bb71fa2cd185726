import { describe, expect, it } from 'vitest';
import { cleanCode, isCompleteCode } from '../../src/domain/codes.ts';

// Spec section 5: verification and reset codes are digits only (non-digits stripped), at most 6.
describe('cleanCode', () => {
  it('strips everything but digits', () => {
    expect(cleanCode('1a2 3-4')).toBe('1234');
    expect(cleanCode('abc')).toBe('');
  });
  it('keeps at most 6 digits', () => {
    expect(cleanCode('123456')).toBe('123456');
    expect(cleanCode('1234567')).toBe('123456');
    expect(cleanCode('12 34 56 78')).toBe('123456');
  });
});

describe('isCompleteCode', () => {
  it('is complete at exactly 6 digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('000000')).toBe(true);
  });
  it.each(['', '12345', '1234567', '12345a', 'a123456', '123456a', '12 456'])('is not complete for %j', (code) => {
    expect(isCompleteCode(code)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isPersonName } from '../../src/domain/name.ts';

// The spec only says names are required and trimmed; the shape and the 40-character cap are the code's
// (a name that goes into our mails), pinned here.
describe('isPersonName', () => {
  it.each(['Amina', 'Jean-Luc', "O'Neil", 'O’Neil', 'J. R.', 'Jean  Luc', 'محمد', 'Zoë', 'e\u0301', 'A.', 'a b c d e f', '  Amina  ', 'Ana-María de la Cruz'])('accepts %j', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(['', '   ', 'Ab1', '7', 'x.y', '-Jean', 'Jean-', 'A..', '\u0301e', 'a b c d e f g', 'Jean_Luc', 'http://x.ma', 'Amina!', 'Jean,Luc'])('rejects %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('takes 40 characters but not 41, counted after trimming', () => {
    expect(isPersonName('x'.repeat(40))).toBe(true);
    expect(isPersonName(`  ${'x'.repeat(40)}  `)).toBe(true);
    expect(isPersonName('x'.repeat(41))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/domain/text-search.ts';

// The spec is silent on how the shop's search compares text; the code folds case, accents and spaces.
describe('foldForSearch at its edges', () => {
  it('trims and joins spaces', () => {
    expect(foldForSearch('  Huile \t\n d’Olive  ')).toBe("huile d'olive");
    expect(foldForSearch('   ')).toBe('');
  });
  it('turns every kind of apostrophe into a plain one', () => {
    expect(foldForSearch('d’ d‘ d`')).toBe("d' d' d'");
  });
});

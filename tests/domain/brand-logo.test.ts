import { describe, expect, it } from 'vitest';
import { brandKey, brandLogoPath, brandLogoRaster } from '../../src/domain/brand-logo.ts';

// Spec section 3: /images/brands/{brand-lowercased-with-dashes}-logo.svg; in Arabic -arabic before the
// extension, except for the brand with id dika-extra.
describe('brandKey', () => {
  it('lowercases and joins words with dashes', () => {
    expect(brandKey('Dika Extra')).toBe('dika-extra');
    expect(brandKey('  Huile   de  Table ')).toBe('huile-de-table');
    expect(brandKey('Oued\tSouss')).toBe('oued-souss');
    expect(brandKey('atlas')).toBe('atlas');
  });
});

describe('brandLogoPath', () => {
  it('builds the logo path in French and English', () => {
    expect(brandLogoPath('Atlas Gold', 'fr')).toBe('/images/brands/atlas-gold-logo.svg');
    expect(brandLogoPath('Atlas Gold', 'en')).toBe('/images/brands/atlas-gold-logo.svg');
  });
  it('adds -arabic before the extension in Arabic', () => {
    expect(brandLogoPath('Atlas Gold', 'ar')).toBe('/images/brands/atlas-gold-logo-arabic.svg');
  });
  it('has no Arabic variant for dika-extra', () => {
    expect(brandLogoPath('Dika Extra', 'ar')).toBe('/images/brands/dika-extra-logo.svg');
    expect(brandLogoPath('dika-extra', 'ar')).toBe('/images/brands/dika-extra-logo.svg');
  });
});

// The spec is silent on the raster; the code swaps a final .svg for .webp.
describe('brandLogoRaster', () => {
  it('swaps only a final .svg for .webp', () => {
    expect(brandLogoRaster('/images/brands/atlas-logo.svg')).toBe('/images/brands/atlas-logo.webp');
    expect(brandLogoRaster('/images/brands/a.svg-logo.svg')).toBe('/images/brands/a.svg-logo.webp');
    expect(brandLogoRaster('/images/brands/atlas-logo.svgz')).toBe('/images/brands/atlas-logo.svgz');
    expect(brandLogoRaster('/images/brands/atlasxsvg')).toBe('/images/brands/atlasxsvg');
  });
});

import { describe, expect, it, vi } from 'vitest';

// The rules kept in module-level constants (patterns, schemas) are evaluated when their module loads.
// Each test here loads the module afresh, so that Stryker's per-test coverage sees those constants and
// runs these tests against their mutants. Expectations from spec section 5.
const fresh = async <T>(load: () => Promise<T>): Promise<T> => {
  vi.resetModules();
  return load();
};

describe('module-level rules, loaded afresh', () => {
  it('email pattern: something@domain.tld, no spaces', async () => {
    const { isEmail } = await fresh(() => import('../../src/domain/email.ts'));
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('ab@cd.ef')).toBe(true);
    for (const bad of ['xa b@c.de', 'a@b.c d', 'a b@c.de', 'a@b c.de', 'a@b.co ', ' a@b.co', '@b.co', 'a@.co', 'a@b.', 'a@b', 'a@@b.co', 'a@b.c@d']) expect(isEmail(bad), bad).toBe(false);
  });

  it('person name pattern', async () => {
    const { isPersonName } = await fresh(() => import('../../src/domain/name.ts'));
    for (const good of ['Amina', 'Jean-Luc', "O'Neil", 'O’Neil', 'J. R.', 'Jean  Luc', 'Zoë', 'e\u0301', 'e\u0301e\u0301', 'A.', 'a b c d e f', 'Ab Cd.']) expect(isPersonName(good), good).toBe(true);
    for (const bad of ['1', 'Ab1', 'x.y', '-Jean', 'Jean-', 'A..', '\u0301e', 'a b c d e f g', 'Jean_Luc', 'A 1', 'Ab .', 'a-1']) expect(isPersonName(bad), bad).toBe(false);
  });

  it('password specials: only !@#$%^&*(),.?":{}|<>', async () => {
    const { passwordProblems } = await fresh(() => import('../../src/domain/password.ts'));
    expect(passwordProblems('Abcdef1!')).toEqual([]);
    expect(passwordProblems('Abcdef1-')).toEqual(['password_special']);
    expect(passwordProblems('Abcdefg1')).toEqual(['password_special']);
  });

  it('phone: plus, a non-zero digit, up to 14 more digits; placeholder +212 600000000', async () => {
    const { phoneForRegistration, ownPhone } = await fresh(() => import('../../src/domain/phone.ts'));
    expect(phoneForRegistration('')).toEqual({ country: 'MA', countryCallingCode: '212', national: '600000000', international: '+212600000000' });
    expect(ownPhone({ international: '+212600000000' })).toBeUndefined();
    expect(phoneForRegistration('+21')?.international).toBe('+21');
    expect(phoneForRegistration('+123456789012345')?.international).toBe('+123456789012345');
    for (const bad of ['+1234567890123456', 'x+212612345678', '+212612345678x', '+0612345678', '+21a', '+2a1']) expect(phoneForRegistration(bad), bad).toBeUndefined();
  });

  it('locale: fr by default, only fr, en, ar', async () => {
    const { isLocale, localizedUrl } = await fresh(() => import('../../src/domain/locale.ts'));
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('')).toBe(false);
    expect(localizedUrl('', '/', 'fr')).toBe('/');
  });

  it('brand logo: dika-extra has no Arabic logo, others do', async () => {
    const { brandLogoPath } = await fresh(() => import('../../src/domain/brand-logo.ts'));
    expect(brandLogoPath('Dika Extra', 'ar')).toBe('/images/brands/dika-extra-logo.svg');
    expect(brandLogoPath('Atlas', 'ar')).toBe('/images/brands/atlas-logo-arabic.svg');
    expect(brandLogoPath('', 'ar')).toBe('/images/brands/-logo-arabic.svg');
  });

  it('account forms: each message key', async () => {
    const { loginSchema, signupSchema, resetEmailSchema, newPasswordSchema } = await fresh(() => import('../../src/domain/validation/account-forms.ts'));
    const first = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => Object.fromEntries((r.error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]));
    expect(first(loginSchema.safeParse({ email: '', password: '', rememberMe: true }))).toEqual({ email: 'email_required', password: 'password_required' });
    expect(first(loginSchema.safeParse({ email: ' a@b.co ', password: 'x', rememberMe: true }))).toEqual({});
    expect(first(loginSchema.safeParse({ email: 'a@b', password: 'x', rememberMe: true }))).toEqual({ email: 'email_invalid' });
    const ok = { firstName: 'Amina', lastName: 'Benali', email: 'amina@example.ma', phone: '', password: 'Abcdef1!', confirmPassword: 'Abcdef1!', acceptTerms: true };
    expect(first(signupSchema.safeParse(ok))).toEqual({});
    expect(first(signupSchema.safeParse({ ...ok, phone: ' +212 6-12.34(56)78 ' }))).toEqual({});
    expect(first(signupSchema.safeParse({ ...ok, firstName: ' ', lastName: '', acceptTerms: false, phone: '0612', password: 'abc', confirmPassword: '' }))).toEqual({
      firstName: 'first_name_required',
      lastName: 'last_name_required',
      acceptTerms: 'terms_required',
      phone: 'phone_invalid',
      password: 'password_min',
      confirmPassword: 'confirm_required',
    });
    expect(first(signupSchema.safeParse({ ...ok, firstName: 'A1', confirmPassword: 'Abcdef1?' }))).toEqual({ firstName: 'name_invalid', confirmPassword: 'passwords_mismatch' });
    expect(first(resetEmailSchema.safeParse({ email: 'x' }))).toEqual({ email: 'email_invalid' });
    expect(first(newPasswordSchema.safeParse({ password: 'abc', confirmPassword: '' }))).toEqual({ password: 'password_rule', confirmPassword: 'confirm_required' });
    expect(first(newPasswordSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1?' }))).toEqual({ confirmPassword: 'passwords_mismatch' });
    expect(first(newPasswordSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }))).toEqual({});
  });

  it('lead forms: each message key', async () => {
    const { catalogueRequestSchema, contactSchema } = await fresh(() => import('../../src/domain/validation/lead-forms.ts'));
    const first = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => Object.fromEntries((r.error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]));
    const cat = { name: 'Al', surname: 'Bo', email: 'a@b.co', telephone: '+21' };
    expect(first(catalogueRequestSchema.safeParse(cat))).toEqual({});
    expect(first(catalogueRequestSchema.safeParse({ name: ' ', surname: 'B', email: '', telephone: '' }))).toEqual({ name: 'field_required', surname: 'min_2', email: 'email_required', telephone: 'phone_required' });
    expect(first(catalogueRequestSchema.safeParse({ ...cat, name: 'A1', email: 'a@b', telephone: '+2' }))).toEqual({ name: 'name_invalid', email: 'email_invalid', telephone: 'phone_invalid_catalog' });
    expect(first(catalogueRequestSchema.safeParse({ ...cat, telephone: '+1234567890123456' }))).toEqual({ telephone: 'phone_invalid_catalog' });
    const contact = { name: 'Al', surname: 'Bo', email: 'a@b.co', phone: '+123456789012345', message: ' x ' };
    expect(first(contactSchema.safeParse(contact))).toEqual({});
    expect(first(contactSchema.safeParse({ ...contact, phone: '+0612', message: ' \n ' }))).toEqual({ phone: 'phone_invalid_contact', message: 'message_required' });
  });
});

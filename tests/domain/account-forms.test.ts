import { describe, expect, it } from 'vitest';
import { loginSchema, newPasswordSchema, resetEmailSchema, signupSchema } from '../../src/domain/validation/account-forms.ts';

// Zod reports every check of a field, in order; the form shows the first. Spec section 5: login, signup, reset email and new password rules, with their message keys.
type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
const errors = (schema: Schema, values: unknown): Record<string, string[]> => {
  const result = schema.safeParse(values);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('login', () => {
  const ok = { email: 'amina@example.ma', password: 'x', rememberMe: false };
  it('accepts an email and any password', () => {
    expect(errors(loginSchema, ok)).toEqual({});
    expect(loginSchema.parse({ ...ok, email: '  amina@example.ma ' }).email).toBe('amina@example.ma');
  });
  it('requires the email, then its shape', () => {
    expect(errors(loginSchema, { ...ok, email: '' })).toEqual({ email: ['email_required', 'email_invalid'] });
    expect(errors(loginSchema, { ...ok, email: '   ' })).toEqual({ email: ['email_required', 'email_invalid'] });
    expect(errors(loginSchema, { ...ok, email: 'amina@example' })).toEqual({ email: ['email_invalid'] });
    expect(errors(loginSchema, { ...ok, email: 'a' })).toEqual({ email: ['email_invalid'] });
  });
  it('requires the password', () => {
    expect(errors(loginSchema, { ...ok, password: '' })).toEqual({ password: ['password_required'] });
  });
});

describe('signup', () => {
  const ok = {
    firstName: 'Amina',
    lastName: 'Benali',
    email: 'amina@example.ma',
    phone: '',
    password: 'Abcdef1!',
    confirmPassword: 'Abcdef1!',
    acceptTerms: true,
  };

  it('accepts a complete form, trimming names and email', () => {
    expect(errors(signupSchema, ok)).toEqual({});
    const parsed = signupSchema.parse({ ...ok, firstName: ' Amina ', lastName: ' Benali ', email: ' amina@example.ma ' });
    expect([parsed.firstName, parsed.lastName, parsed.email]).toEqual(['Amina', 'Benali', 'amina@example.ma']);
  });

  it('requires first and last names', () => {
    expect(errors(signupSchema, { ...ok, firstName: '', lastName: '  ' })).toEqual({ firstName: ['first_name_required', 'name_invalid'], lastName: ['last_name_required', 'name_invalid'] });
  });

  // The spec is silent on a name's shape; the code refuses digits and punctuation.
  it('refuses a name that is not a name', () => {
    expect(errors(signupSchema, { ...ok, firstName: 'Amina1', lastName: 'visit http://x.ma' })).toEqual({ firstName: ['name_invalid'], lastName: ['name_invalid'] });
  });

  it('checks the email as login does', () => {
    expect(errors(signupSchema, { ...ok, email: '' })).toEqual({ email: ['email_required', 'email_invalid'] });
    expect(errors(signupSchema, { ...ok, email: 'amina.example.ma' })).toEqual({ email: ['email_invalid'] });
  });

  it('reports each broken password rule', () => {
    expect(errors(signupSchema, { ...ok, password: '', confirmPassword: '' })).toEqual({ password: ['password_required'], confirmPassword: ['confirm_required'] });
    expect(errors(signupSchema, { ...ok, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: ['password_min', 'password_uppercase', 'password_number', 'password_special'],
    });
    expect(errors(signupSchema, { ...ok, password: 'Abcdef1!' + 'x'.repeat(23), confirmPassword: 'Abcdef1!' + 'x'.repeat(23) })).toEqual({ password: ['password_max'] });
  });

  it('requires a matching confirmation', () => {
    expect(errors(signupSchema, { ...ok, confirmPassword: 'Abcdef1?' })).toEqual({ confirmPassword: ['passwords_mismatch'] });
  });

  it('requires the terms', () => {
    expect(errors(signupSchema, { ...ok, acceptTerms: false })).toEqual({ acceptTerms: ['terms_required'] });
  });

  it.each(['+2', '+212612345678', '+123456789012345', ' +212 6 12 34 56 78 ', '+212-612.345(678)'])('accepts the optional phone %j', (phone) => {
    expect(errors(signupSchema, { ...ok, phone })).toEqual({});
  });

  it.each(['+1234567890123456', '0612345678', '+0612345678', '+', '212612345678', '+21261234567a', 'x+212612345678', '+212612345678x'])('refuses the phone %j', (phone) => {
    expect(errors(signupSchema, { ...ok, phone })).toEqual({ phone: ['phone_invalid'] });
  });
});

describe('reset email', () => {
  it('requires an email of the right shape', () => {
    expect(errors(resetEmailSchema, { email: 'amina@example.ma' })).toEqual({});
    expect(errors(resetEmailSchema, { email: '' })).toEqual({ email: ['email_required', 'email_invalid'] });
    expect(errors(resetEmailSchema, { email: 'amina' })).toEqual({ email: ['email_invalid'] });
  });
});

describe('new password', () => {
  it('accepts a strong password confirmed', () => {
    expect(errors(newPasswordSchema, { password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual({});
  });
  it.each(['', 'Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcdef1!' + 'x'.repeat(23)])('gives the one rule message for %j', (password) => {
    expect(errors(newPasswordSchema, { password, confirmPassword: password || 'x' })).toEqual({ password: ['password_rule'], ...(password ? {} : { confirmPassword: ['passwords_mismatch'] }) });
  });
  it('requires a matching confirmation', () => {
    expect(errors(newPasswordSchema, { password: 'Abcdef1!', confirmPassword: '' })).toEqual({ confirmPassword: ['confirm_required', 'passwords_mismatch'] });
    expect(errors(newPasswordSchema, { password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual({ confirmPassword: ['passwords_mismatch'] });
  });
});

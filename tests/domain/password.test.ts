import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { passwordProblems } from '../../src/domain/password.ts';

// Spec section 5: 8 to 30 characters, an uppercase, a lowercase, a digit and a special from !@#$%^&*(),.?":{}|<>.
const SPECIALS = '!@#$%^&*(),.?":{}|<>';

describe('passwordProblems', () => {
  it('asks for a password when empty', () => {
    expect(passwordProblems('')).toEqual(['password_required']);
  });

  it('accepts a password that keeps every rule', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
  });

  it('takes 8 characters but not 7', () => {
    expect(passwordProblems('Abcde1!x')).toEqual([]);
    expect(passwordProblems('Abcd1!x')).toEqual(['password_min']);
  });

  it('takes 30 characters but not 31', () => {
    const thirty = 'Aa1!' + 'x'.repeat(26);
    expect(thirty).toHaveLength(30);
    expect(passwordProblems(thirty)).toEqual([]);
    expect(passwordProblems(thirty + 'x')).toEqual(['password_max']);
  });

  it('names each missing kind of character', () => {
    expect(passwordProblems('abcdef1!')).toEqual(['password_uppercase']);
    expect(passwordProblems('ABCDEF1!')).toEqual(['password_lowercase']);
    expect(passwordProblems('Abcdefg!')).toEqual(['password_number']);
    expect(passwordProblems('Abcdefg1')).toEqual(['password_special']);
  });

  it('lists every broken rule in the form order', () => {
    expect(passwordProblems(' ')).toEqual(['password_min', 'password_uppercase', 'password_lowercase', 'password_number', 'password_special']);
    expect(passwordProblems('a'.repeat(31))).toEqual(['password_max', 'password_uppercase', 'password_number', 'password_special']);
  });

  it.each([...SPECIALS])('counts %s as a special character', (special) => {
    expect(passwordProblems(`Abcdef1${special}`)).toEqual([]);
  });

  it.each([...'-_+=~/[];\'\\` ¤€é'])('does not count %s as a special character', (other) => {
    expect(passwordProblems(`Abcdef1${other}`)).toEqual(['password_special']);
  });

  it('finds the required characters anywhere in the password', () => {
    expect(passwordProblems('!1aZZZZZ')).toEqual([]);
    expect(passwordProblems('zzzz!1aA')).toEqual([]);
    expect(passwordProblems('A!zzzz1z')).toEqual([]);
  });

  test.prop([fc.string({ minLength: 1, maxLength: 40 })])('a length outside 8 to 30 is always reported', (password) => {
    const problems = passwordProblems(password);
    expect(problems.includes('password_min')).toBe(password.length < 8);
    expect(problems.includes('password_max')).toBe(password.length > 30);
  });
});

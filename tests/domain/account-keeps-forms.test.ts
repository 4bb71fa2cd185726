// Issue 47's forms, checked in the browser and again by the server: a buyer's review (1 to 5 stars, a
// comment of 10 to 1000 characters once trimmed), a saved address (as checkout checks a delivery
// address: names in letters, a Moroccan phone in any local spelling, a city of the list), and the
// settings page's profile, password, email and deletion forms.
import { describe, expect, it } from 'vitest';
import { changePasswordSchema, deleteAccountSchema, emailChangeSchema, profileSchema } from '../../src/domain/validation/account-settings-forms.ts';
import { commentProblem, reviewFormSchema } from '../../src/domain/validation/review.ts';
import { savedAddressSchema } from '../../src/domain/validation/saved-address.ts';

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
/** The first message of each field that is wrong (the one the form shows). */
const errors = (schema: Schema, values: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('a review', () => {
  const ok = { rating: 4, comment: 'Une huile fruitée, bien emballée.' };
  it('takes a whole number of stars from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(errors(reviewFormSchema, { ...ok, rating })).toEqual({});
    for (const rating of [0, 6, 4.5, -1]) expect(errors(reviewFormSchema, { ...ok, rating })).toEqual({ rating: 'ratingRequired' });
    expect(errors(reviewFormSchema, { ...ok, rating: undefined })).toEqual({ rating: 'ratingRequired' });
  });
  it('takes a comment of 10 to 1000 characters, blanks at either end not counted', () => {
    expect(errors(reviewFormSchema, { ...ok, comment: 'x'.repeat(10) })).toEqual({});
    expect(errors(reviewFormSchema, { ...ok, comment: 'x'.repeat(1000) })).toEqual({});
    expect(errors(reviewFormSchema, { ...ok, comment: 'x'.repeat(9) })).toEqual({ comment: 'commentTooShort' });
    expect(errors(reviewFormSchema, { ...ok, comment: `   ${'x'.repeat(9)}   ` })).toEqual({ comment: 'commentTooShort' });
    expect(errors(reviewFormSchema, { ...ok, comment: 'x'.repeat(1001) })).toEqual({ comment: 'commentTooLong' });
    expect(reviewFormSchema.parse({ ...ok, comment: `  ${ok.comment}\n` }).comment).toBe(ok.comment);
  });
  it('says the same of a comment on the server', () => {
    expect(commentProblem('x'.repeat(10))).toBeUndefined();
    expect(commentProblem('x'.repeat(1000))).toBeUndefined();
    expect(commentProblem(`  ${'x'.repeat(9)}  `)).toBe('commentTooShort');
    expect(commentProblem('')).toBe('commentTooShort');
    expect(commentProblem('x'.repeat(1001))).toBe('commentTooLong');
  });
});

describe('a saved address', () => {
  const schema = savedAddressSchema((city) => ['Casablanca', 'الدار البيضاء', 'casablanca'].includes(city));
  const ok = { label: 'Maison', firstName: 'Amina', lastName: 'Bennani', phone: '0661234567', street: '15 avenue des FAR', city: 'Casablanca', postalCode: '', country: 'MA' };
  it('takes an address as checkout does, its phone in any local spelling', () => {
    for (const phone of ['0661234567', '06 61 23 45 67', '06-61-23-45-67', '+212661234567', '+212 6 61 23 45 67', '00212661234567', '0522123456']) {
      expect(errors(schema, { ...ok, phone }), phone).toEqual({});
    }
    expect(errors(schema, { ...ok, label: '', postalCode: '20 000', city: 'الدار البيضاء' })).toEqual({});
  });
  it('names what is missing', () => {
    expect(errors(schema, { ...ok, firstName: ' ', lastName: '', phone: '', street: '  ', city: '' })).toEqual({
      firstName: 'first_name_required',
      lastName: 'last_name_required',
      phone: 'phone_required',
      street: 'street_required',
      city: 'city_required',
    });
  });
  it('names what is wrong', () => {
    expect(errors(schema, { ...ok, label: 'x'.repeat(41) })).toEqual({ label: 'label_max' });
    expect(errors(schema, { ...ok, label: 'x'.repeat(40) })).toEqual({});
    expect(errors(schema, { ...ok, firstName: 'Amina2', lastName: 'x'.repeat(41) })).toEqual({ firstName: 'name_invalid', lastName: 'name_invalid' });
    expect(errors(schema, { ...ok, phone: '12345' })).toEqual({ phone: 'phone_invalid' });
    expect(errors(schema, { ...ok, street: 'x'.repeat(201) })).toEqual({ street: 'street_max' });
    expect(errors(schema, { ...ok, street: 'x'.repeat(200) })).toEqual({});
    expect(errors(schema, { ...ok, city: 'Gotham' })).toEqual({ city: 'city_invalid' });
    expect(errors(schema, { ...ok, postalCode: '20000@' })).toEqual({ postalCode: 'postal_code_invalid' });
    expect(errors(schema, { ...ok, postalCode: '1'.repeat(13) })).toEqual({ postalCode: 'postal_code_invalid' });
    expect(errors(schema, { ...ok, country: 'US' })).toHaveProperty('country');
  });
});

describe('the settings page', () => {
  const profile = { firstName: 'Amina', lastName: 'Bennani', phone: '+212661234567', locale: 'ar' };
  it('takes names in letters, an international phone or none, and one of the shop’s languages', () => {
    expect(errors(profileSchema, profile)).toEqual({});
    expect(errors(profileSchema, { ...profile, phone: '' })).toEqual({});
    expect(errors(profileSchema, { ...profile, phone: '0661234567' })).toEqual({ phone: 'phone_invalid' });
    expect(errors(profileSchema, { ...profile, firstName: '', lastName: 'B3nnani' })).toEqual({ firstName: 'first_name_required', lastName: 'name_invalid' });
    expect(errors(profileSchema, { ...profile, locale: 'de' })).toHaveProperty('locale');
  });
  it('changes the password with the current one, a new one by the sign-up rule, confirmed', () => {
    const change = { currentPassword: 'Zitoun#2026', newPassword: 'Argan#2027x', confirmPassword: 'Argan#2027x' };
    expect(errors(changePasswordSchema, change)).toEqual({});
    expect(errors(changePasswordSchema, { ...change, currentPassword: '' })).toEqual({ currentPassword: 'password_required' });
    expect(errors(changePasswordSchema, { ...change, newPassword: 'short', confirmPassword: 'short' })).toEqual({ newPassword: 'password_rule' });
    expect(errors(changePasswordSchema, { ...change, confirmPassword: 'Argan#2027y' })).toEqual({ confirmPassword: 'passwords_mismatch' });
    expect(errors(changePasswordSchema, { ...change, confirmPassword: '' })).toEqual({ confirmPassword: 'confirm_required' });
  });
  it('asks a new address and the password to change the email, the password to delete the account', () => {
    expect(errors(emailChangeSchema, { newEmail: ' nouvelle@example.ma ', password: 'x' })).toEqual({});
    expect(emailChangeSchema.parse({ newEmail: ' nouvelle@example.ma ', password: 'x' }).newEmail).toBe('nouvelle@example.ma');
    expect(errors(emailChangeSchema, { newEmail: '', password: '' })).toEqual({ newEmail: 'email_required', password: 'password_required' });
    expect(errors(emailChangeSchema, { newEmail: 'nouvelle@example', password: 'x' })).toEqual({ newEmail: 'email_invalid' });
    expect(errors(deleteAccountSchema, { password: '' })).toEqual({ password: 'password_required' });
    expect(errors(deleteAccountSchema, { password: 'x' })).toEqual({});
  });
});

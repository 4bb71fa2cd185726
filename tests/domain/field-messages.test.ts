// The server answers a refused account field with these words, and the forms turn each back into the
// shopper's language by its key. Spec section 5 gives 'Please enter a valid email', 'Please enter a valid
// phone number' and 'Password must be at least 8 characters'; for the other rules, whose messages it only
// says exist, these are the words of the shop's English texts (src/i18n/en/forms.ts).
import { expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../src/domain/validation/field-messages.ts';

it('holds the spec’s English words for each refused account field', () => {
  expect(FIELD_MESSAGES).toEqual({
    email_invalid: 'Please enter a valid email',
    phone_invalid: 'Please enter a valid phone number',
    password_required: 'Password is required',
    password_min: 'Password must be at least 8 characters',
    password_max: 'Password must be at most 30 characters',
    password_uppercase: 'Password must contain at least one uppercase letter',
    password_lowercase: 'Password must contain at least one lowercase letter',
    password_number: 'Password must contain at least one number',
    password_special: 'Password must contain at least one special character',
  });
});

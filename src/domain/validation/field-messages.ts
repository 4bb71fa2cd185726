// The spec's own English words (section 5) for a refused account field, by the forms' validation key:
// the server answers with them, and the forms show each in the shopper's language under its key.
import type { PasswordProblem } from '../password.ts';

export const FIELD_MESSAGES: Record<PasswordProblem | 'email_invalid' | 'phone_invalid', string> = {
  email_invalid: 'Please enter a valid email',
  phone_invalid: 'Please enter a valid phone number',
  password_required: 'Password is required',
  password_min: 'Password must be at least 8 characters',
  password_max: 'Password must be at most 30 characters',
  password_uppercase: 'Password must contain at least one uppercase letter',
  password_lowercase: 'Password must contain at least one lowercase letter',
  password_number: 'Password must contain at least one number',
  password_special: 'Password must contain at least one special character',
};

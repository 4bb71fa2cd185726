import { z } from './zod.ts';
import { EMAIL_PATTERN } from '../email.ts';
import { isPersonName } from '../name.ts';
import { passwordProblems } from '../password.ts';
import { INTERNATIONAL_PHONE } from '../phone.ts';
import type { ValidationKey } from './account-forms.ts';

// The settings page's forms (issue 47). Messages are keys of the 'validation' texts, as in account-forms.ts.

const personName = (required: ValidationKey) => z.string().trim().min(1, required).refine(isPersonName, 'name_invalid' satisfies ValidationKey);
const current = z.string().min(1, 'password_required' satisfies ValidationKey);

export const profileSchema = z.object({
  firstName: personName('first_name_required'),
  lastName: personName('last_name_required'),
  // As PhoneField gives it: international, or empty for none.
  phone: z.string().refine((value) => value === '' || INTERNATIONAL_PHONE.test(value), 'phone_invalid' satisfies ValidationKey),
  locale: z.enum(['fr', 'en', 'ar']),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: current,
    newPassword: z.string().refine((value) => passwordProblems(value).length === 0, 'password_rule' satisfies ValidationKey),
    confirmPassword: z.string().min(1, 'confirm_required' satisfies ValidationKey),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'passwords_mismatch' satisfies ValidationKey });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const emailChangeSchema = z.object({
  newEmail: z.string().trim().min(1, 'email_required' satisfies ValidationKey).regex(EMAIL_PATTERN, 'email_invalid' satisfies ValidationKey),
  password: current,
});
export type EmailChangeValues = z.infer<typeof emailChangeSchema>;

export const deleteAccountSchema = z.object({ password: current });
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

import { z } from './zod.ts';
import { EMAIL_PATTERN } from '../email.ts';
import { passwordProblems } from '../password.ts';
import { isPersonName } from '../name.ts';
import { INTERNATIONAL_PHONE } from '../phone.ts';

// Spec section 5. Messages are keys of the 'validation' texts, shown in the shopper's language.
export type ValidationKey =
  | 'email_required'
  | 'email_invalid'
  | 'password_required'
  | 'password_min'
  | 'password_max'
  | 'password_uppercase'
  | 'password_lowercase'
  | 'password_number'
  | 'password_special'
  | 'password_rule'
  | 'confirm_required'
  | 'passwords_mismatch'
  | 'first_name_required'
  | 'last_name_required'
  | 'name_invalid'
  | 'terms_required'
  | 'phone_invalid'
  | 'code_invalid';

const email = z
  .string()
  .trim()
  .min(1, 'email_required' satisfies ValidationKey)
  .regex(EMAIL_PATTERN, 'email_invalid' satisfies ValidationKey);

const personName = (required: ValidationKey) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine(isPersonName, 'name_invalid' satisfies ValidationKey);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'password_required' satisfies ValidationKey),
  rememberMe: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Each broken password rule as its own message, in the form's order. */
const newPassword = z.string().superRefine((value, ctx) => {
  for (const problem of passwordProblems(value)) ctx.addIssue({ code: 'custom', message: problem });
});

export const signupSchema = z
  .object({
    firstName: personName('first_name_required'),
    lastName: personName('last_name_required'),
    email,
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || INTERNATIONAL_PHONE.test(value.replace(/[\s.()-]/g, '')), 'phone_invalid' satisfies ValidationKey),
    password: newPassword,
    confirmPassword: z.string().min(1, 'confirm_required' satisfies ValidationKey),
    acceptTerms: z.boolean().refine((accepted) => accepted, 'terms_required' satisfies ValidationKey),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'passwords_mismatch' satisfies ValidationKey });
export type SignupValues = z.infer<typeof signupSchema>;

export const resetEmailSchema = z.object({ email });

export const newPasswordSchema = z
  .object({
    password: z.string().refine((value) => passwordProblems(value).length === 0, 'password_rule' satisfies ValidationKey),
    confirmPassword: z.string().min(1, 'confirm_required' satisfies ValidationKey),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'passwords_mismatch' satisfies ValidationKey });

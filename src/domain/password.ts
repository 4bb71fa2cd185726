/** Spec section 5: 8 to 30 characters with an uppercase, a lowercase, a digit and a special character. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export type PasswordProblem = 'password_required' | 'password_min' | 'password_max' | 'password_uppercase' | 'password_lowercase' | 'password_number' | 'password_special';

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** Every rule the password breaks, in the order a form shows them. */
export function passwordProblems(password: string): PasswordProblem[] {
  if (!password) return ['password_required'];
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN) problems.push('password_min');
  if (password.length > PASSWORD_MAX) problems.push('password_max');
  if (!/[A-Z]/.test(password)) problems.push('password_uppercase');
  if (!/[a-z]/.test(password)) problems.push('password_lowercase');
  if (!/\d/.test(password)) problems.push('password_number');
  if (!SPECIAL.test(password)) problems.push('password_special');
  return problems;
}

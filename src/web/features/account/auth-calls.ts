import type { LoginValues, SignupValues } from '../../../domain/validation/account-forms.ts';
import { FIELD_MESSAGES } from '../../../domain/validation/field-messages.ts';
import { ApiError } from '../../api/errors.ts';
import { sessionId } from '../../api/session-id.ts';
import { type I18n, languageOf } from '../../i18n/index.ts';
import { tooManyAttemptsText } from '../../i18n/too-many-attempts.ts';
import type { AppActors } from '../../state/app-actors.tsx';
import { logIn, register as registerAccount } from './api.ts';

const KNOWN = ['INVALID_CREDENTIALS', 'RATE_LIMITED'] as const;

/**
 * The server's words for a refused field, back to the form's validation key: a refusal the form's own
 * rules let through (a phone of '+2') still reads in the shopper's language.
 */
const refusedField = (message: string) => Object.entries(FIELD_MESSAGES).find(([, words]) => words === message)?.[0];

/**
 * The error to show, in the shopper's language: a known refusal or refused field in its translation,
 * another refusal in the server's words, anything else as the form's own default.
 */
function shown(i18n: I18n, error: unknown, fallback: string): Error {
  // No answer (unreachable, or none in 30 s) or a failing server: the form's own text, in the page's language.
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'TIMEOUT' || error.status >= 500) return new Error(fallback);
  const wait = tooManyAttemptsText(i18n, error);
  if (wait) return new Error(wait);
  const known = KNOWN.find((code) => code === error.code);
  if (known) return new Error(i18n.t(`auth.errors.${known}`));
  const field = error.code === 'VALIDATION_ERROR' ? refusedField(error.message) : undefined;
  return new Error(field ? i18n.t(`validation.${field}` as 'validation.phone_invalid') : error.message);
}

/** Signs in; the session machine takes the user and tokens (the guest id is kept for the cart merge). */
export async function login({ api, session, directPurchase, i18n }: AppActors, values: LoginValues, fallback: string) {
  try {
    const data = await logIn(api, { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe });
    session.send({ type: 'LOGIN_SUCCESS', user: data.user, tokens: data.tokens, guestId: sessionId() });
    // A guest's waiting direct purchase goes on now (after a signup, once the email is verified).
    directPurchase.send({ type: 'SIGNED_IN' });
    return data.user;
  } catch (error) {
    throw shown(i18n, error, fallback);
  }
}

/**
 * Creates the account (names and email trimmed) and signs it in; the session machine closes the menu
 * and opens the verification page 500 ms later.
 */
export async function register({ api, session, i18n }: AppActors, values: SignupValues, fallback: string) {
  try {
    const phone = values.phone.replace(/[\s.()-]/g, '');
    const data = await registerAccount(api, {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      locale: languageOf(i18n),
      ...(phone ? { phone } : {}),
    });
    session.send({ type: 'SIGNUP_SUCCESS', user: data.user, tokens: data.tokens, guestId: sessionId() });
    return data.user;
  } catch (error) {
    throw shown(i18n, error, fallback);
  }
}

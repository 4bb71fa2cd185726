// The email verification model (tests/models/verification-model.ts, spec sections 2, 4, 5, 8 and 9)
// walked on the real /verify-email page in Chromium, in French: a transition cover of its paths.
// Observed: the view shown, the code field, the URL, every toast of the Notifications region, and the
// bodies POSTed to /api/public/verify and /api/public/resend-verification.
//
// Server answers: VERIFY_OK and RESEND_OK are the shop's own (the request is held while the model is
// in processing/resending, then let through); VERIFY_REFUSED, VERIFY_DOWN and RESEND_FAILS are stood
// in for on that one request (page.route). The 1500 ms redirect is driven by page.clock.
//
// Left out of the UI walk: code_input --SUBMIT--> code_input (the toast for a code not of 6 digits).
// The page disables 'Vérifier le compte' until the code has 6 digits, and a form whose submit button
// is disabled cannot be submitted by the keyboard either (HTML implicit submission), so a shopper
// cannot send a short code; the walk checks that the button is disabled instead (code_input below).
import type { Page } from '@playwright/test';
import { codeOf, mailCount, mailTo } from '../support/mailbox.ts';
import { holdNext, recordPosts, recordToasts, uiCover, type UiAdapter, walkInBrowser } from '../support/model-walk.ts';
import { PASSWORD } from '../support/signup.ts';
import { expect, test } from '../support/shop.ts';
import { EMAIL, EVENTS, type Expected, model, serializeState } from '../../tests/models/verification-model.ts';

test.skip(({ isMobile }) => isMobile, 'the model walks run once, on the desktop project');

// The spec's French texts for what the model says (fr locale, spec section 9).
const TOASTS: Record<string, string | RegExp> = {
  'Please enter a valid 6-digit code': 'Veuillez saisir un code valide à 6 chiffres',
  'New verification code sent to your email.': 'Un nouveau code a été envoyé à votre adresse e-mail.',
  // The model's refusal of a resend is a 429 "too many requests": said with its wait.
  'resend failed: Trop de demandes': /^Trop de tentatives\. Réessayez dans 30 secondes\.$/,
  'Email verified successfully!': 'E-mail vérifié avec succès !',
  'Email verification failed': 'La vérification de l’e-mail a échoué',
};
const DEFAULT_ERROR = 'Code de vérification invalide. Vérifiez-le et réessayez.';

/** An account that is not verified yet, with the code mailed at its signup. */
interface Pending {
  email: string;
  code: string;
}

// One account per path (a verified one cannot walk again; a resend is one a minute per address),
// registered through the API: signups are limited per client, and there are only a handful of paths.
let made = 0;
async function pendingAccount(page: Page): Promise<Pending> {
  const email = `model.verify.${made++}.${Date.now()}@example.ma`;
  const before = mailCount();
  const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Amina', lastName: 'Bennani', email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  return { email, code: codeOf(await mailTo(email, before)) };
}

/** The model's digits 1..9 stand for the mailed code's digits (then any digits): the model's code, made real. */
const realCode = (account: Pending, modelCode: string) => [...modelCode].map((d) => (account.code + '000')[Number(d) - 1]).join('');
const realValue = (account: Pending, modelValue: string) => modelValue.replace(/[1-9]/g, (d) => (account.code + '000')[Number(d) - 1]!);

function adapter(account: Pending, toasts: () => Promise<string[]>): UiAdapter<Expected> {
  let verifySent: unknown[] = [];
  let resendSent: unknown[] = [];
  let verifyHold: Awaited<ReturnType<typeof holdNext>> | undefined;
  let resendHold: Awaited<ReturnType<typeof holdNext>> | undefined;
  const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code à 6 chiffres' });
  const type = async (page: Page, event: { value?: string }) => {
    // Typed key by key, as a shopper types (a paste is cut at the field's 6 characters before the
    // page keeps its digits).
    await codeField(page).clear();
    await codeField(page).pressSequentially(realValue(account, event.value!));
  };
  const common = async (page: Page, m: Expected) => {
    await expect.poll(toasts, 'toasts').toEqual(m.toasts.map((t) => expect.stringMatching(typeof TOASTS[t] === 'string' ? `^${escape(TOASTS[t])}$` : TOASTS[t]!)));
    expect(verifySent, 'POST /api/public/verify bodies').toEqual(m.verifyCalls.map((c) => ({ email: c.email === EMAIL ? account.email : c.email, code: realCode(account, c.code) })));
    expect(resendSent, 'POST /api/public/resend-verification bodies').toEqual(Array.from({ length: m.resendCalls }, () => ({ email: account.email, locale: 'fr' })));
  };
  const onPage = async (page: Page) => expect(page).toHaveURL(/\/verify-email\?email=/);
  const codeInput = async (page: Page, m: Expected) => {
    await onPage(page);
    await expect(codeField(page), 'code field').toHaveValue(realCode(account, m.code));
    // Spec section 4: submit only with exactly 6 digits.
    const submit = page.getByRole('button', { name: 'Vérifier le compte' });
    if (m.code.length === 6) await expect(submit).toBeEnabled();
    else await expect(submit).toBeDisabled();
    await common(page, m);
  };
  const success = async (page: Page, m: Expected) => {
    await onPage(page);
    await expect(page.getByRole('status').filter({ hasText: 'Votre compte est vérifié' })).toBeVisible();
    await common(page, m);
  };
  return {
    start: async (page) => {
      verifySent = recordPosts(page, '/api/public/verify');
      resendSent = recordPosts(page, '/api/public/resend-verification');
      await page.clock.install();
      await page.goto(`/verify-email?email=${encodeURIComponent(account.email)}`);
      // Time stands still from here: only the walk's own waits move it.
      await page.clock.pauseAt(Date.now() + 1000);
    },
    run: {
      TYPE_MESSY: (page, e) => type(page, e as { value?: string }),
      TYPE_SHORT: (page, e) => type(page, e as { value?: string }),
      SUBMIT: async (page) => {
        verifyHold = await holdNext(page, '**/api/public/verify');
        const sent = page.waitForRequest((r) => r.url().endsWith('/api/public/verify') && r.method() === 'POST');
        await page.getByRole('button', { name: 'Vérifier le compte' }).click();
        await sent;
      },
      RESEND: async (page) => {
        resendHold = await holdNext(page, '**/api/public/resend-verification');
        const sent = page.waitForRequest((r) => r.url().endsWith('/api/public/resend-verification') && r.method() === 'POST');
        await page.getByRole('button', { name: 'Renvoyer le code' }).click();
        await sent;
      },
      RESEND_OK: async () => resendHold!.release(),
      RESEND_FAILS: async () => resendHold!.release({ status: 429, headers: { 'Retry-After': '30' }, body: { success: false, error: 'Too many requests', message: 'Too many requests', code: 'RATE_LIMITED' } }),
      VERIFY_OK: async () => verifyHold!.release(),
      // A refusal with the server's own words.
      VERIFY_REFUSED: async () => verifyHold!.release({ status: 400, body: { success: false, error: 'Code expiré', message: 'Code expiré', code: 'CODE_EXPIRED' } }),
      // A refusal without words of its own: the page says its default text.
      VERIFY_DOWN: async () => verifyHold!.release({ status: 400, body: { success: false, code: 'INVALID_CODE' } }),
      RETRY: async (page) => page.getByRole('button', { name: 'Réessayer' }).click(),
    },
    expect: {
      code_input: codeInput,
      resending: codeInput,
      processing: async (page, m) => {
        await onPage(page);
        await expect(page.getByRole('status').filter({ hasText: 'Vérification en cours…' })).toBeVisible();
        await common(page, m);
      },
      success,
      success1499: success,
      error: async (page, m) => {
        await onPage(page);
        const alert = page.getByRole('main').getByRole('alert');
        await expect(alert).toContainText('La vérification a échoué');
        await expect(alert).toContainText(m.message ?? DEFAULT_ERROR);
        await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
        await common(page, m);
      },
      redirected: async (page, m) => {
        await expect(page).toHaveURL(/\/checkout$/);
        await common(page, m);
      },
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cover = uiCover(model, EVENTS, adapter({ email: '', code: '' }, async () => []), {
  serializeState,
  simple: true,
  leaveOut: (t) => t === 'code_input --SUBMIT--> code_input',
});

test('the cover takes every transition of the model (less the one left out)', () => {
  expect([...cover.covered].sort()).toEqual([...cover.transitions].sort());
  expect([...cover.leftOut]).toEqual(['code_input --SUBMIT--> code_input']);
});

for (const path of cover.paths) {
  test(path.name, async ({ page }) => {
    const toasts = await recordToasts(page);
    await walkInBrowser(page, model, adapter(await pendingAccount(page), toasts), path);
  });
}

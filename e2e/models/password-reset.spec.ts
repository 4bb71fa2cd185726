// The password reset model (tests/models/password-reset-model.ts, spec sections 2, 4, 5 and 8) walked
// on the real /reset-password page in Chromium, in French: a transition cover of its paths. Observed:
// the step marked current, the code field, the URL, every toast of the Notifications region, and the
// bodies POSTed to /api/public/forgot-password and /api/public/reset-password.
//
// Server answers: CODE_SENT and RESET_OK are the shop's own (each request is held while the model is
// in sending/resending/resetting, then let through; the code typed is the mailed one). The shop sends
// one code a minute per address, so a CODE_SENT after a RESEND within the walk is answered with the
// shop's own answer to the first request of the walk. SEND_FAILS, RESEND_FAILS and RESET_REFUSED are
// stood in for on that one request (page.route).
//
// Left out of the UI walk: step2 --SUBMIT_CODE--> step2 (the toast for a code not of 6 digits). The
// page disables 'Continuer' until the code has 6 digits, and a form whose submit button is disabled
// cannot be submitted by the keyboard either (HTML implicit submission): the walk checks that the
// button is disabled instead (step2 below).
import type { Page } from '@playwright/test';
import { codeOf, mailCount, mailTo } from '../support/mailbox.ts';
import { holdNext, recordPosts, recordToasts, uiCover, type UiAdapter, walkInBrowser } from '../support/model-walk.ts';
import { verifiedAccount } from '../support/signup.ts';
import { expect, test } from '../support/shop.ts';
import { EMAIL, EVENTS, type Expected, model, PASSWORD, serializeState } from '../../tests/models/password-reset-model.ts';

test.skip(({ isMobile }) => isMobile, 'the model walks run once, on the desktop project');

// The spec's French texts for what the model says (fr locale).
const TOASTS: Record<string, string> = {
  'Reset code sent to your email.': 'Code de réinitialisation envoyé à votre e-mail.',
  'send failed: Failed to send reset code': 'Impossible d’envoyer le code de réinitialisation',
  'resend failed: Failed to resend code': 'Impossible de renvoyer le code',
  'Please enter a valid 6-digit code': 'Veuillez saisir un code valide à 6 chiffres',
  'Your password has been reset. You can now log in with your new password.': 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  'reset failed: Invalid or expired reset code.': 'Code de réinitialisation invalide ou expiré.',
};
const STEPS = ['1. E-mail', '2. Code', '3. Nouveau mot de passe', '4. Terminé'];
const SERVER_ERROR = { status: 500, body: { success: false, error: 'Internal error', message: 'Internal error', code: 'INTERNAL_ERROR' } };

/** A verified account of its own per path: a code is mailed once a minute per address. */
let made = 0;
async function account(page: Page) {
  const email = `model.reset.${made++}.${Date.now()}@example.ma`;
  await verifiedAccount(page, email);
  return email;
}

function adapter(email: string, toasts: () => Promise<string[]>): UiAdapter<Expected> {
  let sendSent: unknown[] = [];
  let resetSent: unknown[] = [];
  let hold: Awaited<ReturnType<typeof holdNext>> | undefined;
  let firstAnswer: { status: number; body: unknown } | undefined;
  let mailed: string | undefined;
  let mailsBefore = 0;
  const main = (page: Page) => page.getByRole('main');
  const codeField = (page: Page) => main(page).getByRole('textbox', { name: 'Code à 6 chiffres' });
  /** The model's digits 1..9 stand for the mailed code's digits (then any digits). */
  const real = (modelText: string) => modelText.replace(/[1-9]/g, (d) => `${mailed ?? '______'}000`[Number(d) - 1]!);
  const send = (path: string, submit: (page: Page) => Promise<void>) => async (page: Page) => {
    hold = await holdNext(page, `**${path}`);
    const sent = page.waitForRequest((r) => r.url().endsWith(path) && r.method() === 'POST');
    await submit(page);
    await sent;
  };
  const onStep = (step: 1 | 2 | 3 | 4) => async (page: Page, m: Expected) => {
    await expect(page).toHaveURL(/\/reset-password$/);
    // As assistive technology reads it: the numbered dot is drawn for the eye only.
    await expect(main(page).getByRole('list', { name: 'Étapes' }).locator('li[aria-current=step]'), 'step shown').toMatchAriaSnapshot(`- listitem: ${STEPS[step - 1]}`);
    if (step === 2) {
      await expect(codeField(page), 'code field').toHaveValue(real(m.code));
      const submit = main(page).getByRole('button', { name: 'Continuer' });
      if (m.code.length === 6) await expect(submit).toBeEnabled();
      else await expect(submit).toBeDisabled();
    }
    if (step === 4) await expect(main(page).getByRole('status').filter({ hasText: 'Mot de passe réinitialisé' })).toBeVisible();
    await expect.poll(toasts, 'toasts').toEqual(m.toasts.map((t) => TOASTS[t]));
    expect(sendSent, 'POST /api/public/forgot-password bodies').toEqual(Array.from({ length: m.sendCalls }, () => ({ email, locale: 'fr' })));
    expect(resetSent, 'POST /api/public/reset-password bodies').toEqual(m.resetCalls.map((c) => ({ email: c.email === EMAIL ? email : c.email, code: real(c.code), newPassword: c.password })));
  };
  const typeCode = async (page: Page, event: { value?: string }) => {
    mailed ??= codeOf(await mailTo(email, mailsBefore));
    // Typed key by key, as a shopper types.
    await codeField(page).clear();
    await codeField(page).pressSequentially(real(event.value!));
  };
  return {
    start: async (page) => {
      sendSent = recordPosts(page, '/api/public/forgot-password');
      resetSent = recordPosts(page, '/api/public/reset-password');
      await page.goto('/reset-password');
    },
    run: {
      SUBMIT_EMAIL: send('/api/public/forgot-password', async (page) => {
        mailsBefore = mailCount();
        await main(page).getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
        await main(page).getByRole('button', { name: 'Envoyer le code' }).click();
      }),
      CODE_SENT: async () => {
        if (firstAnswer) await hold!.release(firstAnswer);
        else firstAnswer = await hold!.release();
      },
      SEND_FAILS: async () => hold!.release(SERVER_ERROR),
      TYPE_CODE: (page, e) => typeCode(page, e as { value?: string }),
      TYPE_SHORT: (page, e) => typeCode(page, e as { value?: string }),
      SUBMIT_CODE: async (page) => main(page).getByRole('button', { name: 'Continuer' }).click(),
      RESEND: send('/api/public/forgot-password', async (page) => main(page).getByRole('button', { name: 'Renvoyer le code' }).click()),
      RESEND_FAILS: async () => hold!.release(SERVER_ERROR),
      SUBMIT_PASSWORD: send('/api/public/reset-password', async (page) => {
        await main(page).getByLabel('Nouveau mot de passe').fill(PASSWORD);
        await main(page).getByLabel('Confirmer le mot de passe').fill(PASSWORD);
        await main(page).getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
      }),
      RESET_OK: async () => hold!.release(),
      RESET_REFUSED: async () =>
        hold!.release({ status: 400, body: { success: false, error: 'Invalid or expired reset code.', message: 'Invalid or expired reset code.', code: 'INVALID_CODE' } }),
    },
    expect: {
      step1: onStep(1),
      sending: onStep(1),
      step2: onStep(2),
      resending: onStep(2),
      step3: onStep(3),
      resetting: onStep(3),
      step4: onStep(4),
    },
  };
}

const cover = uiCover(model, EVENTS, adapter('', async () => []), {
  serializeState,
  simple: true,
  leaveOut: (t) => t === 'step2 --SUBMIT_CODE--> step2',
});

test('the cover takes every transition of the model (less the one left out)', () => {
  expect([...cover.covered].sort()).toEqual([...cover.transitions].sort());
  expect([...cover.leftOut]).toEqual(['step2 --SUBMIT_CODE--> step2']);
});

for (const path of cover.paths) {
  test(path.name, async ({ page }) => {
    const toasts = await recordToasts(page);
    await walkInBrowser(page, model, adapter(await account(page), toasts), path);
  });
}

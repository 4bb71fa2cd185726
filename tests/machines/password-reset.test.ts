import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { passwordResetMachine } from '../../machines/password-reset.ts';

function start(options: { sendFails?: boolean; resendFails?: boolean; resetFails?: boolean; codeRejected?: boolean } = {}) {
  const seen: string[] = [];
  const calls: unknown[] = [];
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => {
          calls.push(input);
          if (options.sendFails) throw new Error('Failed to send reset code');
          if (options.resendFails && calls.length > 1) throw new Error('');
        }),
        reset: fromPromise(async ({ input }) => {
          calls.push(input);
          if (options.codeRejected) throw Object.assign(new Error('Invalid or expired reset code.'), { codeRejected: true });
          if (options.resetFails) throw new Error('Invalid or expired reset code.');
        }),
      },
      actions: {
        notifyCodeSent: () => void seen.push('sent'),
        notifySendFailed: (_, { message }) => void seen.push(`send failed: ${message}`),
        notifyResendFailed: (_, { message }) => void seen.push(`resend failed: ${message}`),
        warnInvalidCode: () => void seen.push('invalid'),
        notifyReset: () => void seen.push('reset'),
        notifyResetFailed: (_, { message }) => void seen.push(`reset failed: ${message}`),
      },
    }),
  ).start();
  return { actor, seen, calls };
}

describe('password reset', () => {
  it('goes 1 → 2 on a sent code, 2 → 3 on six digits without asking the server, 3 → 4 on a reset', async () => {
    const { actor, seen, calls } = start();
    actor.send({ type: 'SUBMIT_EMAIL', email: ' amina@example.ma ' });
    await waitFor(actor, (s) => s.matches('step2'));
    actor.send({ type: 'CODE_CHANGED', value: '12345' });
    actor.send({ type: 'SUBMIT_CODE' });
    expect(actor.getSnapshot().matches('step2')).toBe(true);
    actor.send({ type: 'CODE_CHANGED', value: '123456' });
    actor.send({ type: 'SUBMIT_CODE' });
    expect(actor.getSnapshot().matches('step3')).toBe(true);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'Nouveau#2027' });
    await waitFor(actor, (s) => s.matches('step4'));
    expect(calls).toEqual([{ email: 'amina@example.ma' }, { email: 'amina@example.ma', code: '123456', password: 'Nouveau#2027' }]);
    expect(seen).toEqual(['sent', 'invalid', 'reset']);
  });

  it('stays on the email step when the code cannot be sent', async () => {
    const { actor, seen } = start({ sendFails: true });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.ma' });
    await waitFor(actor, (s) => s.matches({ step1: 'editing' }));
    expect(seen).toEqual(['send failed: Failed to send reset code']);
  });

  it('stays on the password step when the code turns out wrong, and can resend from step 2', async () => {
    const { actor, seen } = start({ resetFails: true });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.ma' });
    await waitFor(actor, (s) => s.matches('step2'));
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ step2: 'editing' }));
    actor.send({ type: 'CODE_CHANGED', value: '999999' });
    actor.send({ type: 'SUBMIT_CODE' });
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'Nouveau#2027' });
    await waitFor(actor, (s) => s.matches({ step3: 'editing' }));
    expect(seen).toEqual(['sent', 'sent', 'reset failed: Invalid or expired reset code.']);
  });

  it('says a refused code at step 3, and goes back to step 2 to correct it or ask for a new one', async () => {
    const { actor, seen } = start({ codeRejected: true });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.ma' });
    await waitFor(actor, (s) => s.matches('step2'));
    actor.send({ type: 'CODE_CHANGED', value: '999999' });
    actor.send({ type: 'SUBMIT_CODE' });
    expect(actor.getSnapshot().context.codeRejected).toBe(false);
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'Nouveau#2027' });
    await waitFor(actor, (s) => s.matches({ step3: 'editing' }));
    expect(actor.getSnapshot().context.codeRejected).toBe(true);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ step2: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: 'a@b.ma', code: '999999' });
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ step2: 'editing' }));
    actor.send({ type: 'SUBMIT_CODE' });
    expect(actor.getSnapshot().matches('step3')).toBe(true);
    expect(actor.getSnapshot().context.codeRejected).toBe(false);
    expect(seen).toEqual(['sent', 'reset failed: Invalid or expired reset code.', 'sent']);
  });

  it('says a resend failed as a resend, not as a first send', async () => {
    const { actor, seen } = start({ resendFails: true });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'a@b.ma' });
    await waitFor(actor, (s) => s.matches('step2'));
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ step2: 'editing' }));
    expect(seen).toEqual(['sent', 'resend failed: ']);
  });
});

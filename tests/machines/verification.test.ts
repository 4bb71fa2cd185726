import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { verificationMachine } from '../../machines/verification.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(verify: (code: string) => Promise<void>, email = 'a@b.ma') {
  const seen: string[] = [];
  const actor = createActor(
    verificationMachine.provide({
      actors: {
        verify: fromPromise(({ input }) => verify(input.code)),
        resend: fromPromise(async () => {
          seen.push('resent-call');
        }),
      },
      actions: {
        warnInvalidCode: () => void seen.push('invalid'),
        notifyVerified: () => void seen.push('verified'),
        notifyFailed: () => void seen.push('failed'),
        notifyResent: () => void seen.push('resent'),
        refreshAuthAndGoOn: () => void seen.push('checkout'),
      },
    }),
    { input: { email } },
  ).start();
  return { actor, seen };
}

describe('verification', () => {
  it('keeps digits only, at most six, and refuses to send fewer', () => {
    const { actor, seen } = start(async () => {});
    actor.send({ type: 'CODE_CHANGED', value: '12a3-45 678' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    actor.send({ type: 'CODE_CHANGED', value: '123' });
    actor.send({ type: 'SUBMIT' });
    expect(seen).toEqual(['invalid']);
    expect(actor.getSnapshot().matches('code_input')).toBe(true);
  });

  it('verifies, shows success, then after 1500 ms refreshes the session and goes to checkout', async () => {
    const { actor, seen } = start(async () => {});
    actor.send({ type: 'CODE_CHANGED', value: '123456' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(seen).toEqual(['verified']);
    // The spec's 1500 ms, written out: a test reading the machine's own constant could not catch a wrong one.
    await vi.advanceTimersByTimeAsync(1499);
    expect(seen).toEqual(['verified']);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['verified', 'checkout']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the error with its message, and Réessayer clears code and message', async () => {
    const { actor, seen } = start(async () => {
      throw new Error('Code de vérification invalide.');
    });
    actor.send({ type: 'CODE_CHANGED', value: '000000' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.message).toBe('Code de vérification invalide.');
    expect(seen).toEqual(['failed']);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches('code_input')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', message: null });
  });

  it('resends a code without leaving the code entry', async () => {
    const { actor, seen } = start(async () => {});
    actor.send({ type: 'RESEND' });
    await waitFor(actor, (s) => s.matches({ code_input: 'ready' }));
    expect(seen).toEqual(['resent-call', 'resent']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formSubmissionMachine } from '../../machines/form-submission.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(submit: (values: unknown) => Promise<unknown>, followUpDelayMs = 500) {
  const seen = { success: [] as unknown[], followUps: 0 };
  const actor = createActor(
    formSubmissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => submit(input)) },
      actions: {
        onSuccess: ({ context }) => void seen.success.push(context.result),
        followUp: () => void seen.followUps++,
      },
    }),
    { input: { followUpDelayMs } },
  ).start();
  return { actor, seen };
}

describe('form submission', () => {
  it('succeeds, then follows up after the delay (500 ms after a signup)', async () => {
    const { actor, seen } = start(async (values) => ({ echoed: values }));
    actor.send({ type: 'SUBMIT', values: { email: 'a@b.ma' } });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(seen.success).toEqual([{ echoed: { email: 'a@b.ma' } }]);
    await vi.advanceTimersByTimeAsync(499);
    expect(seen.followUps).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.followUps).toBe(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the form on failure with the message to show, and can be sent again', async () => {
    let fail = true;
    const { actor, seen } = start(async () => {
      if (fail) throw new Error('Invalid email or password');
      return 'ok';
    });
    actor.send({ type: 'SUBMIT', values: 1 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');
    fail = false;
    actor.send({ type: 'SUBMIT', values: 2 });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(seen.success).toEqual(['ok']);
  });

  it('ignores a second SUBMIT while one is on its way', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls++;
      return 'ok';
    });
    actor.send({ type: 'SUBMIT', values: 1 });
    actor.send({ type: 'SUBMIT', values: 2 });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(calls).toBe(1);
  });

  it('sends the values given, and follows up at once when no delay is given', async () => {
    const sent: unknown[] = [];
    let followUps = 0;
    const actor = createActor(
      formSubmissionMachine.provide({
        actors: { submit: fromPromise(async ({ input }) => void sent.push(input)) },
        actions: { followUp: () => void followUps++ },
      }),
      { input: undefined },
    ).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SUBMIT', values: { email: 'amina@example.ma' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ email: 'amina@example.ma' }]);
    expect(followUps).toBe(1);
  });

  it('says error when the failure has no message, and a reset clears it', async () => {
    const { actor } = start(async () => {
      throw new Error('');
    });
    actor.send({ type: 'SUBMIT', values: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('error');
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends the new values when sent again after a failure', async () => {
    const sent: unknown[] = [];
    const { actor } = start(async (values) => {
      sent.push(values);
      if (sent.length === 1) throw new Error('Trop de demandes');
      return 'ok';
    });
    actor.send({ type: 'SUBMIT', values: 'first' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SUBMIT', values: 'second' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['first', 'second']);
  });
});

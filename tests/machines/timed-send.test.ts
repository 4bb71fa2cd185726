// Spec sections 4 and 9: the contact form and each catalogue download send, show 'sent' for 3000 ms,
// then are idle again (the form is cleared); a failure keeps the message to show, and a new try may start.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { timedSendMachine } from '../../machines/timed-send.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(outcomes: (Error | 'ok')[]) {
  const sent: unknown[] = [];
  const log: string[] = [];
  const machine = timedSendMachine.provide({
    actors: {
      send: fromPromise(async ({ input }: { input: unknown }) => {
        sent.push(input);
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome !== 'ok') throw outcome;
      }),
    },
    actions: { onSent: () => void log.push('sent'), onSettled: () => void log.push('settled') },
  });
  const actor = createActor(machine).start();
  return { actor, sent, log, state: () => actor.getSnapshot().value, error: () => actor.getSnapshot().context.error };
}

const MESSAGE = { name: 'Amina', email: 'amina@example.ma', message: 'Bonjour' };

describe('timed send', () => {
  it('sends the values, shows sent for 3000 ms, then is idle and lets the form clear', async () => {
    const { actor, sent, log, state } = start(['ok']);
    expect(state()).toBe('idle');
    actor.send({ type: 'SEND', values: MESSAGE });
    expect(state()).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([MESSAGE]);
    expect(state()).toBe('sent');
    expect(log).toEqual(['sent']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(state()).toBe('sent');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('idle');
    expect(log).toEqual(['sent', 'settled']);
  });

  it('sends null when there are no values (a download)', async () => {
    const { actor, sent } = start(['ok']);
    actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([null]);
  });

  it('keeps the server’s message on failure, or says error when there is none', async () => {
    const { actor, state, error, log } = start([new Error('Trop de demandes'), new Error('')]);
    actor.send({ type: 'SEND', values: MESSAGE });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('failed');
    expect(error()).toBe('Trop de demandes');
    expect(log).toEqual([]);
    actor.send({ type: 'SEND', values: MESSAGE });
    expect(error()).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(error()).toBe('error');
  });

  it('tries again from a failure with the new values, or resets to idle', async () => {
    const retry = start([new Error('Hors ligne'), 'ok']);
    retry.actor.send({ type: 'SEND', values: MESSAGE });
    await vi.advanceTimersByTimeAsync(0);
    retry.actor.send({ type: 'SEND', values: { ...MESSAGE, message: 'Encore' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(retry.sent).toEqual([MESSAGE, { ...MESSAGE, message: 'Encore' }]);
    expect(retry.state()).toBe('sent');

    const reset = start([new Error('Hors ligne')]);
    reset.actor.send({ type: 'SEND', values: MESSAGE });
    await vi.advanceTimersByTimeAsync(0);
    reset.actor.send({ type: 'RESET' });
    expect(reset.state()).toBe('idle');
    expect(reset.error()).toBeNull();
  });

  it('ignores a second send while sending or showing sent', async () => {
    const { actor, sent } = start(['ok']);
    actor.send({ type: 'SEND', values: MESSAGE });
    actor.send({ type: 'SEND', values: MESSAGE });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SEND', values: MESSAGE });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
  });
});

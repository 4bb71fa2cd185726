// Issue 43, item 8: the shop searches as the shopper types, once the typing pauses, and at once on the
// button or Enter; an empty field clears the search, and the same text is never searched twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { searchAsYouTypeMachine } from '../../machines/search-as-you-type.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(shown?: string) {
  const searches: (string | undefined)[] = [];
  const actor = createActor(searchAsYouTypeMachine, { input: { shown } }).start();
  actor.on('search', (event) => searches.push(event.q));
  return { actor, searches, type: (text: string) => actor.send({ type: 'TYPE', text }) };
}

describe('search as you type', () => {
  it('searches once the typing has paused for 300 ms, with the last text only', async () => {
    const { type, searches } = start();
    type('t');
    await vi.advanceTimersByTimeAsync(200);
    type('to');
    await vi.advanceTimersByTimeAsync(200);
    type('tournesol');
    await vi.advanceTimersByTimeAsync(299);
    expect(searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(searches).toEqual(['tournesol']);
  });

  it('searches at once on submit, and not again when the pause ends', async () => {
    const { actor, type, searches } = start();
    type('olive');
    actor.send({ type: 'SUBMIT' });
    expect(searches).toEqual(['olive']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(searches).toEqual(['olive']);
  });

  it('trims the text, and an emptied field clears the search', async () => {
    const { type, searches } = start('olive');
    type('  argan ');
    await vi.advanceTimersByTimeAsync(300);
    type('   ');
    await vi.advanceTimersByTimeAsync(300);
    expect(searches).toEqual(['argan', undefined]);
  });

  it('does not search the text already shown', async () => {
    const { actor, type, searches } = start('olive');
    type('olive ');
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'SUBMIT' });
    expect(searches).toEqual([]);
  });
});

describe('a search shown from elsewhere', () => {
  it('replaces the text, and a pause then searches nothing', async () => {
    const { actor, type, searches } = start('olive');
    type('oli');
    actor.send({ type: 'SHOWN', q: undefined });
    expect(actor.getSnapshot().context.text).toBe('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(searches).toEqual([]);
  });

  it('leaves the text being typed when it is the search this field made', async () => {
    const { actor, type, searches } = start();
    type('tourn');
    await vi.advanceTimersByTimeAsync(300);
    type('tournesol');
    actor.send({ type: 'SHOWN', q: 'tourn' });
    expect(actor.getSnapshot().context.text).toBe('tournesol');
    await vi.advanceTimersByTimeAsync(300);
    expect(searches).toEqual(['tourn', 'tournesol']);
  });
});

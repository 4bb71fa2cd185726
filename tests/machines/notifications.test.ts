import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_EXIT_MS, notificationsMachine } from '../../machines/notifications.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const actor = createActor(notificationsMachine).start();
  const items = () => actor.getSnapshot().context.items;
  const phase = (index: number) => {
    const state = items()[index]?.ref.getSnapshot();
    return state ? (state.matches('exiting') ? 'exiting' : 'visible') : 'gone';
  };
  return { actor, items, phase };
}

describe('notifications', () => {
  it('shows a toast for 5000 ms, lets it leave for 300 ms, then removes it', () => {
    const { actor, items, phase } = start();
    actor.send({ type: 'NOTIFY', notification: { message: 'Produit ajouté', type: 'success' } });
    expect(items()).toHaveLength(1);
    expect(items()[0]).toMatchObject({ message: 'Produit ajouté', type: 'success', duration: NOTIFICATION_DURATION_MS });
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    expect(phase(0)).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(phase(0)).toBe('exiting');
    vi.advanceTimersByTime(NOTIFICATION_EXIT_MS - 1);
    expect(items()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(items()).toHaveLength(0);
  });

  it('keeps a toast of duration 0 or less until it is dismissed', () => {
    const { actor, items, phase } = start();
    actor.send({ type: 'NOTIFY', notification: { message: 'Reste', duration: 0 } });
    actor.send({ type: 'NOTIFY', notification: { message: 'Reste aussi', duration: -1 } });
    vi.advanceTimersByTime(60_000);
    expect(items().map((i) => i.message)).toEqual(['Reste', 'Reste aussi']);
    expect(items()[0]!.type).toBe('info');
    actor.send({ type: 'DISMISS', id: items()[0]!.id });
    expect(phase(0)).toBe('exiting');
    vi.advanceTimersByTime(NOTIFICATION_EXIT_MS);
    expect(items().map((i) => i.message)).toEqual(['Reste aussi']);
  });

  it('pauses while hovered and resumes the full delay after', () => {
    const { actor, items, phase } = start();
    actor.send({ type: 'NOTIFY', notification: { message: 'Survolé', duration: 1000 } });
    vi.advanceTimersByTime(900);
    items()[0]!.ref.send({ type: 'PAUSE' });
    vi.advanceTimersByTime(10_000);
    expect(phase(0)).toBe('visible');
    items()[0]!.ref.send({ type: 'RESUME' });
    vi.advanceTimersByTime(999);
    expect(phase(0)).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(phase(0)).toBe('exiting');
  });

  it('times each toast on its own and gives each its own id', () => {
    const { actor, items } = start();
    actor.send({ type: 'NOTIFY', notification: { message: 'a', duration: 1000 } });
    vi.advanceTimersByTime(500);
    actor.send({ type: 'NOTIFY', notification: { message: 'b', duration: 1000, type: 'error', title: 'Erreur API' } });
    expect(new Set(items().map((i) => i.id)).size).toBe(2);
    vi.advanceTimersByTime(500 + NOTIFICATION_EXIT_MS);
    expect(items().map((i) => i.message)).toEqual(['b']);
    expect(items()[0]!.title).toBe('Erreur API');
    vi.advanceTimersByTime(500);
    actor.send({ type: 'CLEAR' });
    expect(items()).toEqual([]);
  });
});

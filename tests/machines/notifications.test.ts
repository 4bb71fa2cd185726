import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { notificationsMachine } from '../../machines/notifications.ts';

// Spec section 9: toasts leave by themselves after 5000 ms, then take 300 ms to exit (written out: a
// test reading the machine's own constants could not catch a wrong one).
const NOTIFICATION_DURATION_MS = 5000;
const NOTIFICATION_EXIT_MS = 300;

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

  it('keeps the type, title, action and time of a toast', () => {
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const { actor, items } = start();
    actor.send({ type: 'NOTIFY', notification: { message: 'Article supprimé', type: 'warning', title: 'Panier', action: 'Annuler' } });
    expect(items()[0]).toMatchObject({ id: 'n1', message: 'Article supprimé', type: 'warning', title: 'Panier', action: 'Annuler', duration: 5000, timestamp: Date.parse('2026-11-26T10:00:00Z') });
    actor.send({ type: 'NOTIFY', notification: { message: 'Deux' } });
    expect(items()[1]).toMatchObject({ id: 'n2', type: 'info', title: undefined, action: undefined });
  });

  it('dismisses only the toast named, even a paused one, and ignores an unknown id', () => {
    const { actor, items, phase } = start();
    actor.send({ type: 'NOTIFY', notification: { message: 'a' } });
    actor.send({ type: 'NOTIFY', notification: { message: 'b' } });
    items()[1]!.ref.send({ type: 'PAUSE' });
    actor.send({ type: 'DISMISS', id: 'n404' });
    expect([phase(0), phase(1)]).toEqual(['visible', 'visible']);
    actor.send({ type: 'DISMISS', id: items()[1]!.id });
    expect([phase(0), phase(1)]).toEqual(['visible', 'exiting']);
    vi.advanceTimersByTime(299);
    expect(items()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(items().map((i) => i.message)).toEqual(['a']);
  });
});

// Reachability only: these cases replay the machine's own paths on itself; the spec's expectations live in tests/models/.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { AUTO_ADVANCE_MS, autoAdvanceMachine } from '../../machines/auto-advance.ts';
import { hoverTooltipMachine, TOOLTIP_DELAY_MS } from '../../machines/hover-tooltip.ts';
import { HERO_REVEAL_MS, heroRevealMachine } from '../../machines/hero-reveal.ts';
import { imageLoadMachine } from '../../machines/image-load.ts';
import { SENT_DISPLAY_MS, timedSendMachine } from '../../machines/timed-send.ts';
import { replayPath } from '../support/replay-paths.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const name = (p: { steps: { event: { type: string } }[] }) => p.steps.map((s) => s.event.type.replace(/^xstate\.(after\.)?/, '')).join(' > ');

describe('reachability: auto-advancing carousel', () => {
  for (const reducedMotion of [false, true]) {
    const paths = getSimplePaths(autoAdvanceMachine, {
      input: { reducedMotion },
      events: [{ type: 'PAUSE' }, { type: 'RESUME' }, { type: 'STOP' }, { type: 'PLAY' }, { type: 'xstate.after.interval.autoAdvance.playing' } as never],
    });
    it.each(paths.map((p) => [`${reducedMotion ? 'reduced motion' : 'motion'}: ${name(p)}`, p] as const))('walks %s', async (_name, path) => {
      await replayPath(autoAdvanceMachine, path, { actors: [], delays: { interval: AUTO_ADVANCE_MS }, input: { reducedMotion } });
    });
  }

  it('advances every 6000 ms while playing, not while paused, and a resume waits a full interval', async () => {
    const actor = createActor(autoAdvanceMachine, { input: {} }).start();
    let advances = 0;
    actor.on('advance', () => advances++);
    await vi.advanceTimersByTimeAsync(AUTO_ADVANCE_MS - 1);
    expect(advances).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(advances).toBe(1);
    await vi.advanceTimersByTimeAsync(AUTO_ADVANCE_MS);
    expect(advances).toBe(2);
    actor.send({ type: 'PAUSE' });
    await vi.advanceTimersByTimeAsync(AUTO_ADVANCE_MS * 3);
    expect(advances).toBe(2);
    actor.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(AUTO_ADVANCE_MS - 1);
    expect(advances).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(advances).toBe(3);
    actor.send({ type: 'STOP' });
    actor.send({ type: 'RESUME' });
    await vi.advanceTimersByTimeAsync(AUTO_ADVANCE_MS * 2);
    expect(advances).toBe(3);
  });

  it('starts stopped for a shopper who prefers reduced motion', () => {
    expect(createActor(autoAdvanceMachine, { input: { reducedMotion: true } }).start().getSnapshot().value).toBe('stopped');
  });
});

describe('reachability: image loading', () => {
  const paths = getSimplePaths(imageLoadMachine, { events: [{ type: 'LOADED' }, { type: 'FAILED' }, { type: 'SOURCE_CHANGED' }] });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['loading', 'loaded', 'fallback', 'fallbackLoaded', 'failed']));
  });

  it.each(paths.map((p) => [name(p), p] as const))('walks %s', async (_name, path) => {
    await replayPath(imageLoadMachine, path, { actors: [], delays: {} });
  });
});

describe('reachability: timed send (contact form, catalogue download)', () => {
  const paths = getSimplePaths(timedSendMachine, {
    events: [{ type: 'SEND', values: { a: 1 } }, { type: 'RESET' }, { type: 'xstate.done.actor.send' } as never, { type: 'xstate.error.actor.send', error: new Error('x') } as never, { type: 'xstate.after.shown.timedSend.sent' } as never],
  });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'sending', 'sent', 'failed']));
  });

  it.each(paths.map((p) => [name(p), p] as const))('walks %s', async (_name, path) => {
    await replayPath(timedSendMachine, path, { actors: ['send'], delays: { shown: SENT_DISPLAY_MS } });
  });

  it('shows “sent” for 3 s, then clears', async () => {
    const log: string[] = [];
    const actor = createActor(timedSendMachine.provide({ actors: { send: fromPromise(async () => {}) }, actions: { onSettled: () => log.push('clear') } })).start();
    actor.send({ type: 'SEND', values: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('sent');
    await vi.advanceTimersByTimeAsync(SENT_DISPLAY_MS - 1);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['clear']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('reachability: brand tooltip', () => {
  const paths = getSimplePaths(hoverTooltipMachine, { events: [{ type: 'ENTER' }, { type: 'LEAVE' }, { type: 'xstate.after.show.hoverTooltip.waiting' } as never] });

  it('reaches every state', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['hidden', 'waiting', 'shown']));
  });

  it.each(paths.map((p) => [name(p), p] as const))('walks %s', async (_name, path) => {
    await replayPath(hoverTooltipMachine, path, { actors: [], delays: { show: TOOLTIP_DELAY_MS } });
  });

  it('shows 100 ms after the pointer arrives, not before', async () => {
    const actor = createActor(hoverTooltipMachine).start();
    actor.send({ type: 'ENTER' });
    await vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });
});

describe('reachability: hero reveal', () => {
  const paths = getSimplePaths(heroRevealMachine, { events: [{ type: 'IMAGE_LOADED' }, { type: 'xstate.after.latest.heroReveal.waiting' } as never] });

  it.each(paths.map((p) => [name(p), p] as const))('walks %s', async (_name, path) => {
    await replayPath(heroRevealMachine, path, { actors: [], delays: { latest: HERO_REVEAL_MS } });
  });

  it('shows after 1 s at the latest when the picture is slow', async () => {
    const actor = createActor(heroRevealMachine).start();
    await vi.advanceTimersByTimeAsync(HERO_REVEAL_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });
});

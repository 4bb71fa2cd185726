import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { hoverTooltipMachine } from '../../machines/hover-tooltip.ts';
import { type ModelEvent, modelPaths, modelStates, type RealUnderTest, walk } from './walk.ts';

// Spec section 2 (brands) and 9: hovering a brand tile shows its tooltip after a 100 ms delay;
// it is gone once the pointer leaves, and stays gone.
const model = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: 'tooltipModel',
  initial: 'hidden',
  states: {
    hidden: { on: { ENTER: 'over0', WAIT_1000: 'hidden' } },
    over0: { on: { WAIT_99: 'over99', LEAVE: 'hidden' } },
    over99: { on: { WAIT_1: 'shown', LEAVE: 'hidden' } },
    shown: { on: { WAIT_1000: 'shown', LEAVE: 'left' } },
    // Left after it showed: it must not show again by itself.
    left: { on: { WAIT_1000: 'left', ENTER: 'over0' } },
  },
});

const EVENTS: ModelEvent[] = [{ type: 'ENTER' }, { type: 'LEAVE' }, { type: 'WAIT_99', ms: 99 }, { type: 'WAIT_1', ms: 1 }, { type: 'WAIT_1000', ms: 1000 }];

type H = { actor: ReturnType<typeof createActor<typeof hoverTooltipMachine>> };
const shown = (h: H) => h.actor.getSnapshot().matches('shown');

const real: RealUnderTest<H, unknown> = {
  start: () => ({ actor: createActor(hoverTooltipMachine).start() }),
  run: {
    ENTER: (h) => h.actor.send({ type: 'ENTER' }),
    LEAVE: (h) => h.actor.send({ type: 'LEAVE' }),
  },
  expect: {
    hidden: (h) => expect(shown(h), 'tooltip shown').toBe(false),
    over0: (h) => expect(shown(h), 'tooltip shown').toBe(false),
    over99: (h) => expect(shown(h), 'tooltip shown').toBe(false),
    shown: (h) => expect(shown(h), 'tooltip shown').toBe(true),
    left: (h) => expect(shown(h), 'tooltip shown').toBe(false),
  },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('model: brand tooltip (spec sections 2 and 9)', () => {
  const paths = modelPaths(model, EVENTS, { simple: true });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});

// Spec section 4: a picture shows a blur placeholder until it loads; if it fails, the placeholder
// image is tried; if that fails too, a text says so. A new source starts over.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { imageLoadMachine } from '../../machines/image-load.ts';

const after = (...events: ('LOADED' | 'FAILED' | 'SOURCE_CHANGED')[]) => {
  const actor = createActor(imageLoadMachine).start();
  for (const type of events) actor.send({ type });
  return actor.getSnapshot().value;
};

describe('image loading', () => {
  it('loads, then fades in', () => {
    expect(after()).toBe('loading');
    expect(after('LOADED')).toBe('loaded');
  });

  it('tries the placeholder image when the picture fails, and says so when that fails too', () => {
    expect(after('FAILED')).toBe('fallback');
    expect(after('FAILED', 'LOADED')).toBe('fallbackLoaded');
    expect(after('FAILED', 'FAILED')).toBe('failed');
  });

  it('stays where it ended until a new source', () => {
    expect(after('LOADED', 'FAILED')).toBe('loaded');
    expect(after('FAILED', 'LOADED', 'FAILED')).toBe('fallbackLoaded');
    expect(after('FAILED', 'FAILED', 'LOADED')).toBe('failed');
  });

  it('starts over on a new source from any state', () => {
    for (const before of [[], ['LOADED'], ['FAILED'], ['FAILED', 'LOADED'], ['FAILED', 'FAILED']] as const) {
      expect(after(...before, 'SOURCE_CHANGED')).toBe('loading');
      expect(after(...before, 'SOURCE_CHANGED', 'LOADED')).toBe('loaded');
    }
  });
});

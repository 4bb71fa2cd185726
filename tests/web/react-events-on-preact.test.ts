// react-aria copies events with `{ ...event }` (as React's plain-object events allow); with Preact the
// browser's event reaches handlers, so src/web/react-events-on-preact.ts gives it own fields first.
import { options } from 'preact';
import { describe, expect, it } from 'vitest';
import '../../src/web/react-events-on-preact.ts';

/** A key event as a browser makes one: its fields are enumerable getters on the prototype (WebIDL). */
const inits = new WeakMap<Event, Record<string, unknown>>();
class KeyEvent extends Event {
  constructor(type: string, init: { key: string; shiftKey?: boolean }) {
    super(type);
    inits.set(this, { shiftKey: false, repeat: false, ...init });
  }
}
for (const name of ['key', 'shiftKey', 'repeat']) {
  Object.defineProperty(KeyEvent.prototype, name, { enumerable: true, get: function (this: Event) { return inits.get(this)?.[name]; } });
}

const beforeHandler = (event: Event) => options.event!(event as never) as unknown as Event;

describe('events handed to handlers under Preact', () => {
  it('keep their fields in a spread copy, as react-aria makes one', () => {
    const event = new KeyEvent('keydown', { key: 'Escape', shiftKey: true });
    const copy = { ...beforeHandler(event) } as Record<string, unknown>;
    expect(copy).toMatchObject({ type: 'keydown', key: 'Escape', shiftKey: true, repeat: false });
    // Without the hook, a spread of the browser's event keeps none of them.
    expect({ ...new KeyEvent('keydown', { key: 'Escape' }) }).not.toHaveProperty('key');
  });

  it('read currentTarget afresh for each handler, as it changes on the way up', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    const event = new Event('click');
    target.addEventListener('click', () => seen.push({ ...beforeHandler(event) }.currentTarget));
    target.dispatchEvent(event);
    // After the dispatch the browser's currentTarget is null again; the copy made above is not kept.
    seen.push({ ...beforeHandler(event) }.currentTarget);
    expect(seen).toEqual([target, null]);
  });

  it('leave defaultPrevented live, so a handler sees its own preventDefault at once', () => {
    const event = beforeHandler(new Event('keydown', { cancelable: true }));
    event.preventDefault();
    expect(event.defaultPrevented).toBe(true);
  });
});

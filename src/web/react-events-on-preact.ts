// React's events are plain objects whose fields are their own; Preact hands handlers the browser's
// event, whose fields are getters on its prototype. react-aria copies events with `{ ...event }`
// (createEventHandler), which keeps own fields only: the copy would have no key, no target, no
// currentTarget, and Escape, arrows and presses would do nothing. So each event is given, before each
// handler runs, its fields as own values, read at that moment (currentTarget changes on the way up).
import { options } from 'preact';

/** Fields that change while handlers run: read through to the browser's event, never copied. */
const LIVE = new Set(['defaultPrevented', 'cancelBubble', 'returnValue']);
/** The fields this module made own, per event (a field a handler set itself is left alone). */
const copied = new WeakMap<Event, Set<string>>();

const previous = options.event;
options.event = (event: Event) => {
  const e = (previous ? previous(event) : event) as Event & Record<string, unknown>;
  let names = copied.get(e);
  if (!names) copied.set(e, (names = new Set()));
  // Drop the copies made for the previous handler, so the browser's getters answer for this one.
  for (const name of names) delete e[name];
  names.clear();
  for (const name in e) {
    if (LIVE.has(name) || Object.prototype.hasOwnProperty.call(e, name)) continue;
    const value = e[name];
    if (typeof value === 'function') continue;
    Object.defineProperty(e, name, { value, enumerable: true, configurable: true, writable: true });
    names.add(name);
  }
  return e;
};

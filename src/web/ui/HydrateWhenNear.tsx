import { type ReactNode, Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

/** Events that open a gate at once when they happen inside its part (window capture: before React's own). */
const INPUT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;

interface Gate {
  promise: Promise<void>;
  opened: boolean;
  open(): void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    promise,
    opened: false,
    open() {
      gate.opened = true;
      // Marked as React's `use` reads a settled promise, so a click that opens it hydrates at once.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates the server's HTML (and on the server), false in a render in the browser:
 * React reads the server's value of an external store while it hydrates.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return children;
}

/**
 * A part of the page the server rendered that the browser hydrates only once it comes near the screen
 * (or is pointed at, touched or focused): until then it stays the server's HTML, so start-up hydrates
 * the first screen and not the whole page in long tasks. A Suspense boundary of its own (hydrated,
 * committed and its effects run apart from the rest); `fallback` shows in a page the browser renders
 * while its data loads. A part rendered in the browser, not hydrated, is not held back. Whether it
 * is hydrated is React's to say, not the page's: a route's code comes after the rest has hydrated.
 * `children` render one element (or nothing): that element is the part watched.
 */
export function HydrateWhenNear({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Marks where the part begins: the element after it is the part's first, watched for its distance.
  const marker = useRef<HTMLSpanElement>(null);
  const hydrating = useHydrating();
  const [gate] = useState(() => (hydrating && typeof document !== 'undefined' ? createGate() : null));
  const [hydratedChildren] = useState(children);
  // New children for a part still dehydrated (the shop's listing filtered or sorted): React must hydrate
  // the part before it can update it, and would otherwise throw the server's HTML away and show the
  // fallback until the gate opens, which it never would, the element it watched being gone.
  if (gate && !gate.opened && children !== hydratedChildren) gate.open();
  useEffect(() => {
    if (!gate || gate.opened) return;
    const part = marker.current?.nextElementSibling;
    if (!part) return gate.open();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: '25% 0px' });
    const onInput = (event: Event) => event.target instanceof Node && part.contains(event.target) && gate.open();
    const stop = () => {
      observer.disconnect();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
    observer.observe(part);
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true });
    void gate.promise.then(stop);
    return stop;
  }, [gate]);
  // React renders this again once hydrated (useHydrating turns false): the same element then, since
  // a new one would be an update to a part still dehydrated, which React hydrates at once.
  const part = useMemo(() => <Suspense fallback={fallback}>{gate ? <Gated gate={gate}>{children}</Gated> : children}</Suspense>, [gate, children, fallback]);
  return (
    <>
      <span ref={marker} hidden />
      {part}
    </>
  );
}

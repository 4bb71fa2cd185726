import { type ReactNode, type RefObject, Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

// The one way a part of the page puts its work off until it is needed (issue 44): hydrated when it
// comes near the screen, hydrated apart from the rest, or rendered only when it comes near. A
// carousel's engine starts the same way (useNear, Carousel.tsx).

/** Events that open a gate at once when they happen inside its part (window capture: before React's own). */
const INPUT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;

/**
 * The element once it has come within `margin` of the viewport (a CSS margin: '50% 0px' is half a
 * screen above and below), for good; undefined until then.
 */
export function useNear<T extends Element>(ref: RefObject<T | null>, margin: string): T | undefined {
  const [near, setNear] = useState<T>();
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(element), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * What holds a part's hydration back: a thenable that keeps its own `status`, the protocol React's
 * use() reads without instrumenting it ("a custom userspace implementation" in React's
 * trackUsedThenable). Opened by a click, it reads 'fulfilled' at once, so React hydrates the part in
 * that same event instead of a microtask later; no promise is written into.
 */
interface Gate extends PromiseLike<void> {
  status: 'pending' | 'fulfilled';
  value: undefined;
  open(): void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const opened = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    status: 'pending',
    value: undefined,
    then: (onOpened, onFailed) => opened.then(onOpened, onFailed),
    open() {
      gate.status = 'fulfilled';
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
  use(gate);
  return children;
}

/**
 * The server's HTML of a part, hydrated once it comes near the screen (or is pointed at, touched or
 * focused): until then it stays the server's HTML, so start-up hydrates the first screen and not the
 * whole page in long tasks. A part rendered in the browser, not hydrated, is not held back; `fallback`
 * shows there while its data loads. Whether it is hydrated is React's to say, not the page's: a route's
 * code comes after the rest has hydrated. `children` render one element (or nothing): the one watched.
 */
function HydrateWhenNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // Marks where the part begins: the element after it is the part's first, watched for its distance.
  const marker = useRef<HTMLSpanElement>(null);
  const hydrating = useHydrating();
  const [gate] = useState(() => (hydrating && typeof document !== 'undefined' ? createGate() : null));
  const [hydratedChildren] = useState(children);
  // New children for a part still dehydrated (the shop's listing filtered or sorted): React must hydrate
  // the part before it can update it, and would otherwise throw the server's HTML away and show the
  // fallback until the gate opens, which it never would, the element it watched being gone.
  if (gate && gate.status === 'pending' && children !== hydratedChildren) gate.open();
  useEffect(() => {
    if (!gate || gate.status === 'fulfilled') return;
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
    void gate.then(stop);
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

/** Renders its children once the place they take comes within a screen of the viewport. */
function RenderWhenNear({ id, minHeight, children }: { id?: string; minHeight: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref, '100% 0px');
  return (
    <div ref={ref} id={id} style={near ? undefined : { minHeight }}>
      {near && <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>}
    </div>
  );
}

type DeferredProps =
  /**
   * 'near': the server's HTML, hydrated once it comes near the screen or is touched (a section far
   * down the page, a product card). 'apart': hydrated at once, but as a Suspense boundary of its own
   * (hydrated, committed and its effects run apart from the rest), so a page of them is hydrated in
   * short tasks, and a click on one makes React hydrate it first.
   */
  | { hydrate: 'near' | 'apart'; fallback?: ReactNode; children: ReactNode }
  /**
   * Nothing rendered, on the server or in the browser, until the place (`minHeight` tall) comes
   * within a screen of view: a section whose code (a form, its validation) is not fetched with the page.
   */
  | { render: 'near'; id?: string; minHeight: string; children: ReactNode };

/** A part of the page whose work waits until it is needed. */
export function Deferred(props: DeferredProps) {
  if ('render' in props) return <RenderWhenNear {...props} />;
  if (props.hydrate === 'apart') return <Suspense fallback={props.fallback ?? null}>{props.children}</Suspense>;
  return <HydrateWhenNear fallback={props.fallback ?? null}>{props.children}</HydrateWhenNear>;
}

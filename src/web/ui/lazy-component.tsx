import { type ComponentType, type FulfilledReactPromise, type PendingReactPromise, type RejectedReactPromise, use } from 'react';

/**
 * A promise's outcome as React's use() reads it in the same render once it has settled, instead of
 * suspending once more (which would show the Suspense fallback, then hold the content back by React's
 * 300 ms fallback throttle): a thenable that keeps its own `status`, `value` or `reason`, the protocol
 * React types as PendingReactPromise, FulfilledReactPromise and RejectedReactPromise and reads from
 * thenables "instrumented by a custom userspace implementation" (its trackUsedThenable). The promise
 * itself is not written into.
 */
export type Readable<T> = PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>;

export function readableByUse<T>(promise: Promise<T>): Readable<T> {
  const then: PromiseLike<T>['then'] = (onFulfilled, onRejected) => promise.then(onFulfilled, onRejected);
  const readable: Readable<T> = { status: 'pending', then };
  promise.then(
    (value) => void Object.assign(readable, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(readable, { status: 'rejected', reason }),
  );
  return readable;
}

/** A value already in, as readableByUse gives it once settled. */
export function readableNow<T>(value: T): Readable<T> {
  const promise = Promise.resolve(value);
  return { status: 'fulfilled', value, then: (onFulfilled, onRejected) => promise.then(onFulfilled, onRejected) };
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Fetches the code before the component shows (on the intent to open it). */
  preload(): PromiseLike<unknown>;
};

/**
 * React.lazy, with a preload: a component whose code loads when first shown, or before when
 * `preload()` is called. Once loaded, it shows in the render that asks for it, where React.lazy
 * suspends once more even when its import has resolved.
 */
export function lazyComponent<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  // One record per component for the process, as React.lazy keeps: the same code for every render.
  let code: Readable<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (code ??= readableByUse(
      loader().catch((error: unknown) => {
        // A chunk that failed (the network) is fetched again next time.
        code = undefined;
        throw error;
      }),
    ));
  function Lazy(props: P) {
    const { default: Component } = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}

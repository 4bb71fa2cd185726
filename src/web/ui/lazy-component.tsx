import { type ComponentType, use } from 'react';

/**
 * Marks a promise as React's use() marks the ones it has seen, once it settles: use() then reads it in
 * the same render instead of suspending once more, which would show the Suspense fallback and then
 * hold the content back by React's 300 ms fallback throttle.
 */
export function readableByUse<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Fetches the code before the component shows (on the intent to open it). */
  preload(): Promise<unknown>;
};

/**
 * React.lazy, with a preload: a component whose code loads when first shown, or before when
 * `preload()` is called. Once loaded, it shows in the render that asks for it, where React.lazy
 * suspends once more even when its import has resolved.
 */
export function lazyComponent<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  // One record per component for the process, as React.lazy keeps: the same code for every render.
  let code: Promise<{ default: ComponentType<P> }> | undefined;
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

import { useEffect, useState } from 'react';

/** The value of a promise the route started without waiting for it, with `loading` until it resolves. */
export function useSettled<T>(promise: Promise<T>, whileLoading: T): { loading: boolean; value: T } {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    let live = true;
    void promise.then((value) => live && setSettled({ promise, value }));
    return () => {
      live = false;
    };
  }, [promise]);
  return settled?.promise === promise ? { loading: false, value: settled.value } : { loading: true, value: whileLoading };
}

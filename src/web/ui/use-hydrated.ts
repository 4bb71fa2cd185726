import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and while the browser hydrates what the server rendered; true in every render
 * after that (a part mounted by a later navigation starts with true).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';
import { matchesAssumedWidth } from './assumed-viewport.ts';

/** Whether a media query matches now, kept up to date on resize. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // On the server, and while a page drawn there is taken over: the screen it was drawn for.
    () => matchesAssumedWidth(query),
  );
}

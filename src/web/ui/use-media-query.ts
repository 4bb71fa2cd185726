import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date on resize; undefined on the server and while the
 * browser hydrates the server's HTML. What a page shows at each width comes from CSS; this is for
 * behaviour (which of two menus to keep, a sheet or a tooltip) once the page runs.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}

import { useState } from 'react';

/** Spec section 4's 0.3 s fade of a picture or price that a size change swapped in. */
const SWAP_FADE = 'motion-safe:animate-[fade-in_300ms_ease-out]';

/**
 * The fade class for a part keyed by `key` (a variant, an image), once `key` has changed: the first
 * render shows at once. A fade on first paint would hold the server's page at opacity 0 and keep the
 * compositor drawing frames while the page loads.
 */
export function useSwapFade(key: string | null | undefined): string {
  const [first] = useState(key);
  const [swapped, setSwapped] = useState(false);
  // Derived during render (React's pattern for state that follows a prop): no effect, no extra commit.
  if (!swapped && key !== first) setSwapped(true);
  return swapped || key !== first ? SWAP_FADE : '';
}

import { useEffect } from 'react';

declare global {
  interface Window {
    /** Buttons pressed before the app took the page over, kept by public/boot.js; null once it has. */
    __pressedEarly?: HTMLElement[] | null;
  }
}

/**
 * Rendered last, beside the app: once the app's effects have run, presses again the buttons a shopper
 * pressed on the server's drawing before the code ran, then marks the page as answering presses. (A
 * press right after hydration, before the effects, did not open the cart menu in Chromium.) Buttons
 * the app drew anew (another language, a signed-in shopper) are gone.
 */
export function ReplayEarlyPresses() {
  useEffect(() => {
    const pressed = window.__pressedEarly ?? [];
    window.__pressedEarly = null;
    for (const button of pressed) if (button.isConnected) button.click();
    // Browser tests wait for this mark before they press anything on a page.
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

declare global {
  interface Window {
    /** Buttons pressed before the app took the page over, kept by public/boot.js; null once it has. */
    __pressedEarly?: HTMLElement[] | null;
  }
}

/**
 * Presses again the buttons a shopper pressed on the server's drawing before the app's code ran (their
 * presses had nothing to answer them), now that React answers: during hydration it takes over the
 * part pressed first. Buttons the app drew anew (another language, a signed-in shopper) are gone.
 */
export function replayEarlyPresses(): void {
  const pressed = window.__pressedEarly ?? [];
  window.__pressedEarly = null;
  for (const button of pressed) if (button.isConnected) button.click();
}

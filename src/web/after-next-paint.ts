/**
 * Resolves once the browser has painted the frame it was about to paint: work awaited after it (the
 * app's code at start-up, a request, a new listing's render) does not hold back that frame, which
 * INP measures after a tap. A hidden tab paints no frame: it waits until the tab shows.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

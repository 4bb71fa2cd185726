/**
 * Whether what is being drawn is a page's first screen as the server draws it (on the server, and in
 * the browser while it takes that page over, until the first navigation). Pictures there show as they
 * load, with no fade: a fade waits for the page's code, and the first screen must not.
 */
let drawingFirstScreen = typeof window === 'undefined';

export const isDrawingFirstScreen = (): boolean => drawingFirstScreen;

export function setDrawingFirstScreen(drawing: boolean): void {
  drawingFirstScreen = drawing;
}

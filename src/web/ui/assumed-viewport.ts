/**
 * The screen width a page drawn on the server was drawn for (a phone's or a desktop's, guessed from the
 * request), so media queries answer there, and while the browser takes the page over, as they did
 * when it was drawn. After that, the real screen answers.
 */
let assumedWidth = 1280;

export function assumeViewportWidth(width: number): void {
  if (Number.isFinite(width) && width > 0) assumedWidth = width;
}

/** Whether a query of min-width / max-width conditions (in px) holds at the assumed width. */
export function matchesAssumedWidth(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  if (!conditions.length) return false;
  return conditions.every(([, bound, px]) => (bound === 'min' ? assumedWidth >= Number(px) : assumedWidth <= Number(px)));
}

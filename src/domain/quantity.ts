// Quantities of a cart line (spec sections 5 and 9).

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Above this the cart badge reads '9+'. */
export const BADGE_CAP = 9;

export function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_QUANTITY && value <= MAX_QUANTITY;
}

/**
 * Typed input of a quantity field: accepted only when it is a whole number inside the bounds,
 * otherwise undefined (the field keeps its value: out-of-range or non-numeric input is ignored).
 */
export function parseQuantity(input: string, min = MIN_QUANTITY, max = MAX_QUANTITY): number | undefined {
  const text = input.trim();
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** The most of a size one line may hold: its stock, within 1 to 99 (plus stops there, on the product page and in the cart). */
export function quantityCap(stock: number): number {
  return Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, stock));
}

/** Two lines of one variant become one: quantities add up, capped at the maximum. */
export function combinedQuantity(a: number, b: number): number {
  return Math.min(a + b, MAX_QUANTITY);
}

/** The cart badge: nothing for an empty cart, '9+' above nine. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

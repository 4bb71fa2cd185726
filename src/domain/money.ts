// Money is integer centimes of MAD everywhere (spec section 9 and ../shared/design.md).

export type Currency = 'MAD' | 'EUR' | 'USD';

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** '119.00 DH': two decimals followed by DH; anything that is not a number is 'N/A'. */
export function formatPrice(centimes: unknown): string {
  if (!isAmount(centimes)) return 'N/A';
  return `${(Math.round(centimes) / 100).toFixed(2)} DH`;
}

/** Other currencies: the locale's currency format with 0 to 2 decimals (default locale fr-FR). */
export function formatCurrency(centimes: unknown, currency: Currency, locale = 'fr-FR'): string {
  if (!isAmount(centimes)) return 'N/A';
  if (currency === 'MAD') return formatPrice(centimes);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(
    Math.round(centimes) / 100,
  );
}

/** Spec section 9: the price of a product is its variant's, else unitPrice, else price, else 0. */
export function priceOf(variant: { price?: unknown } | undefined, product: { unitPrice?: unknown; price?: unknown }): number {
  for (const candidate of [variant?.price, product.unitPrice, product.price]) if (isAmount(candidate)) return candidate;
  return 0;
}

/** Rounded percentage of (original - price) / original; 0 when there is no real discount. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

export const VAT_RATE_PERCENT = 10;

/** 'TVA (10%)' on an amount in centimes, rounded to the centime. */
export function vatOf(centimes: number): number {
  return Math.round((centimes * VAT_RATE_PERCENT) / 100);
}

/** A catalogue price (HT) with its 'TVA (10%)' added: the price including VAT (TTC), in centimes. */
export function priceWithVat(centimes: number): number {
  return centimes + vatOf(centimes);
}

export interface Totals {
  subtotal: number;
  shipping: number;
  vat: number;
  total: number;
}

/** Subtotal of the lines, then shipping, then VAT 10 % of the subtotal: all in centimes. */
export function orderTotals(lines: { unitPrice: number; quantity: number }[], shipping = 0): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const vat = vatOf(subtotal);
  return { subtotal, shipping, vat, total: subtotal + shipping + vat };
}

/** Price of a litre, in centimes, so 500 ml and 5 L can be compared; null without a known volume. */
export function pricePerLitre(centimes: number, volumeMl: number | null | undefined): number | null {
  if (!volumeMl || volumeMl <= 0) return null;
  return Math.round((centimes * 1000) / volumeMl);
}

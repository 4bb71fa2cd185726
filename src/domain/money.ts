/** Integer centimes as the shop shows them: two decimals followed by DH; anything else is N/A. */
export function formatPrice(centimes: unknown): string {
  if (typeof centimes !== 'number' || !Number.isFinite(centimes)) return 'N/A';
  return `${(Math.round(centimes) / 100).toFixed(2)} DH`;
}

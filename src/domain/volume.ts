/**
 * Volume of a variant from its size label ('500ML', '1L', '1,5 L', '750'): integer millilitres, or
 * null when the label does not say. A bare number below 100 is taken as litres (spec section 9).
 */
export function parseVolumeMl(size: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(ml|cl|l|litres?|liters?)?\s*$/i.exec(size);
  if (!match) return null;
  const value = Number.parseFloat(match[1]!.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  const unit = match[2]?.toLowerCase();
  let ml: number;
  if (unit === 'ml') ml = value;
  else if (unit === 'cl') ml = value * 10;
  else if (unit) ml = value * 1000;
  else ml = value < 100 ? value * 1000 : value;
  const rounded = Math.round(ml);
  return rounded > 0 ? rounded : null;
}

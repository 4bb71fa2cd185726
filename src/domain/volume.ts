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

/** 1000 ml or more as litres (one decimal when not whole), else millilitres: '5 L', '1.5 L', '750 ml'. */
export function formatVolume(ml: number): string {
  if (ml >= 1000) {
    const litres = ml / 1000;
    return `${Number.isInteger(litres) ? litres : litres.toFixed(1)} L`;
  }
  return `${Math.round(ml)} ml`;
}

export const VOLUME_MIN_ML = 100;
export const VOLUME_MAX_ML = 25_000;
export const VOLUME_STEP_ML = 100;

/** Spec section 9's presets of the volume slider. */
export const VOLUME_PRESETS = {
  small: [100, 1000],
  medium: [1000, 5000],
  large: [5000, 25000],
  all: [100, 25000],
} as const satisfies Record<string, readonly [number, number]>;

/** The volume filter keeps a size inside the range, and every size whose volume is unknown. */
export function volumeInRange(ml: number | null, min: number, max: number): boolean {
  return ml === null || (ml >= min && ml <= max);
}

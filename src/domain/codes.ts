/** Verification and reset codes: digits only (others stripped as typed), at most 6 (spec section 5). */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

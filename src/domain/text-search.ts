/** Folds case and accents so 'Huile d’OLIVE' and 'huile d'olive' match; Arabic letters are kept. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064b-\u065f\u0670]/g, '') // Arabic diacritics (harakat)
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

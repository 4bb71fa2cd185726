declare module 'arabic-reshaper' {
  /** Arabic letters to their joined presentation forms (Unicode Arabic Presentation Forms-A/B). */
  export function convertArabic(text: string): string;
  const reshaper: { convertArabic: typeof convertArabic };
  export default reshaper;
}

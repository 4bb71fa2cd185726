import type { Locale } from '../../domain/locale.ts';
import ar from '../../i18n/ar/catalogue-pdf.ts';
import fr, { type CataloguePdfTexts } from '../../i18n/fr/catalogue-pdf.ts';

/** The PDF's own words, in the two languages it is made in. */
export const PDF_TEXTS: Record<'fr' | 'ar', CataloguePdfTexts> = { fr, ar };

export const isCatalogLocale = (locale: Locale): locale is 'fr' | 'ar' => locale === 'fr' || locale === 'ar';

import type { Locale } from '../../domain/locale.ts';
import { SHOP_EMAIL } from '../../content/shop-contact.ts';

/** The PDF's own words, in the two languages it is made in. */
export const PDF_TEXTS: Record<'fr' | 'ar', Record<string, string>> = {
  fr: {
    title: 'Catalogue des huiles',
    subtitle: 'Huile d’olive vierge extra, huile de grignons d’olive et huile de tournesol',
    generated: 'Édition du',
    prices: 'Prix en dirhams (DH), hors TVA 10 %.',
    size: 'Format',
    price: 'Prix HT',
    priceInclVat: 'Prix TTC',
    perLitre: 'Prix au litre HT',
    availability: 'Disponibilité',
    inStock: 'Disponible',
    outOfStock: 'Épuisé',
    contact: `Huileries du Saïss · ${SHOP_EMAIL}`,
    page: 'Page',
  },
  ar: {
    title: 'كتالوج الزيوت',
    subtitle: 'زيت الزيتون البكر الممتاز وزيت ثفل الزيتون وزيت عباد الشمس',
    generated: 'إصدار',
    prices: 'الأسعار بالدرهم، دون احتساب الضريبة على القيمة المضافة',
    size: 'الحجم',
    price: 'السعر دون الضريبة',
    priceInclVat: 'السعر شامل الضريبة',
    perLitre: 'سعر اللتر دون الضريبة',
    availability: 'التوفر',
    inStock: 'متوفر',
    outOfStock: 'نفد المخزون',
    contact: 'معاصر سايس',
    page: 'صفحة',
  },
};

export const isCatalogLocale = (locale: Locale): locale is 'fr' | 'ar' => locale === 'fr' || locale === 'ar';

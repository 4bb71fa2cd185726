// The PDF catalogue's own words in Arabic.
import type { CataloguePdfTexts } from '../fr/catalogue-pdf.ts';

const ar: CataloguePdfTexts = {
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
};

export default ar;

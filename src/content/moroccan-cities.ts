import type { Locale } from '../domain/locale.ts';

/** A Moroccan city the shop delivers to: its id (what delivery methods list) and its names. */
export interface City {
  id: string;
  name: Record<Locale, string>;
}

const city = (id: string, fr: string, ar: string, en = fr): City => ({ id, name: { fr, en, ar } });

/**
 * The cities a shopper picks from at checkout (not typed freely: a delivery method serves listed
 * cities). In French alphabetical order.
 */
export const MOROCCAN_CITIES: readonly City[] = [
  city('agadir', 'Agadir', 'أكادير'),
  city('al-hoceima', 'Al Hoceïma', 'الحسيمة', 'Al Hoceima'),
  city('azrou', 'Azrou', 'أزرو'),
  city('beni-mellal', 'Béni Mellal', 'بني ملال', 'Beni Mellal'),
  city('benslimane', 'Benslimane', 'بنسليمان'),
  city('berkane', 'Berkane', 'بركان'),
  city('berrechid', 'Berrechid', 'برشيد'),
  city('bouskoura', 'Bouskoura', 'بوسكورة'),
  city('casablanca', 'Casablanca', 'الدار البيضاء'),
  city('chefchaouen', 'Chefchaouen', 'شفشاون'),
  city('dakhla', 'Dakhla', 'الداخلة'),
  city('el-jadida', 'El Jadida', 'الجديدة'),
  city('el-kelaa-des-sraghna', 'El Kelâa des Sraghna', 'قلعة السراغنة', 'El Kelaa des Sraghna'),
  city('errachidia', 'Errachidia', 'الرشيدية'),
  city('essaouira', 'Essaouira', 'الصويرة'),
  city('fes', 'Fès', 'فاس', 'Fez'),
  city('fnideq', 'Fnideq', 'الفنيدق'),
  city('fquih-ben-salah', 'Fquih Ben Salah', 'الفقيه بن صالح'),
  city('guelmim', 'Guelmim', 'كلميم'),
  city('guercif', 'Guercif', 'جرسيف'),
  city('ifrane', 'Ifrane', 'إفران'),
  city('inezgane', 'Inezgane', 'إنزكان'),
  city('kenitra', 'Kénitra', 'القنيطرة', 'Kenitra'),
  city('khemisset', 'Khémisset', 'الخميسات', 'Khemisset'),
  city('khenifra', 'Khénifra', 'خنيفرة', 'Khenifra'),
  city('khouribga', 'Khouribga', 'خريبكة'),
  city('ksar-el-kebir', 'Ksar El Kébir', 'القصر الكبير', 'Ksar el-Kebir'),
  city('laayoune', 'Laâyoune', 'العيون', 'Laayoune'),
  city('larache', 'Larache', 'العرائش'),
  city('marrakech', 'Marrakech', 'مراكش', 'Marrakesh'),
  city('martil', 'Martil', 'مرتيل'),
  city('meknes', 'Meknès', 'مكناس', 'Meknes'),
  city('midelt', 'Midelt', 'ميدلت'),
  city('mohammedia', 'Mohammedia', 'المحمدية'),
  city('nador', 'Nador', 'الناظور'),
  city('ouarzazate', 'Ouarzazate', 'ورزازات'),
  city('ouezzane', 'Ouezzane', 'وزان'),
  city('oujda', 'Oujda', 'وجدة'),
  city('rabat', 'Rabat', 'الرباط'),
  city('safi', 'Safi', 'آسفي'),
  city('sale', 'Salé', 'سلا', 'Sale'),
  city('sefrou', 'Sefrou', 'صفرو'),
  city('settat', 'Settat', 'سطات'),
  city('sidi-bennour', 'Sidi Bennour', 'سيدي بنور'),
  city('sidi-kacem', 'Sidi Kacem', 'سيدي قاسم'),
  city('sidi-slimane', 'Sidi Slimane', 'سيدي سليمان'),
  city('skhirat', 'Skhirat', 'الصخيرات'),
  city('tan-tan', 'Tan-Tan', 'طانطان'),
  city('tanger', 'Tanger', 'طنجة', 'Tangier'),
  city('taourirt', 'Taourirt', 'تاوريرت'),
  city('taroudant', 'Taroudant', 'تارودانت'),
  city('taza', 'Taza', 'تازة'),
  city('temara', 'Témara', 'تمارة', 'Temara'),
  city('tetouan', 'Tétouan', 'تطوان', 'Tetouan'),
  city('tinghir', 'Tinghir', 'تنغير'),
  city('tiznit', 'Tiznit', 'تيزنيت'),
  city('youssoufia', 'Youssoufia', 'اليوسفية'),
  city('zagora', 'Zagora', 'زاكورة'),
];

/** A name folded for comparison: case, accents, hyphens, spaces and Arabic hamza forms do not count. */
export function foldCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .toLowerCase()
    .replace(/[\s'’-]+/g, ' ')
    .trim();
}

const byName = new Map<string, City>();
for (const c of MOROCCAN_CITIES) for (const name of [c.id, ...Object.values(c.name)]) byName.set(foldCityName(name), c);

/** The city a name or id stands for, in any of the shop's languages ('Fès', 'fes', 'Fez', 'فاس'), or undefined. */
export function findCity(name: string): City | undefined {
  return byName.get(foldCityName(name));
}

/** Whether a city matches what the shopper typed in the list's search: any of its names contains it. */
export function cityMatches(c: City, typed: string): boolean {
  const folded = foldCityName(typed);
  return Object.values(c.name).some((name) => foldCityName(name).includes(folded));
}

/** Whether a delivery method with these served cities (null: every city) delivers to a city, by its id. */
export function servesCity(cities: readonly string[] | null, cityId: string): boolean {
  return cities === null || cities.includes(cityId);
}

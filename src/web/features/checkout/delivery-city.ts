import { findCity } from '../../../content/moroccan-cities.ts';
import type { Locale } from '../../../domain/locale.ts';

/** A city's name in a language, from its id ('' when it is none of the list). */
export function cityName(city: string, lang: Locale): string {
  return findCity(city)?.name[lang] ?? '';
}

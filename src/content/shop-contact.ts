import type { Locale } from '../domain/locale.ts';

/**
 * The shop's one set of contact details. The home page's contact section, /contact, /about, /terms,
 * /privacy, the PDF catalogue and the support address of the verification page all read them here.
 */
export const SHOP_EMAIL = 'contact@huileries-du-saiss.ma';

/**
 * Who sells, as an invoice must name them (a Moroccan invoice carries the seller's ICE): the defaults
 * of this shop, each replaced by the server's SELLER_NAME, SELLER_ICE, SELLER_RC and SELLER_IF.
 */
export const SELLER = { name: 'Huileries du Saïss SARL', ice: '002718495000067', rc: 'Meknès 48213', fiscalId: '45871236' } as const;

/** Written as a Moroccan reads them; `telHref` makes the link. */
export const SHOP_PHONES = { landline: '+212 5 35 52 41 80', mobile: '+212 6 61 23 45 67' } as const;

export const SHOP_ADDRESS: Record<Locale, { street: string; city: string; country: string }> = {
  fr: { street: 'Lot 42, Zone industrielle Sidi Bouzekri, route de Fès', city: 'Meknès', country: 'Maroc' },
  en: { street: 'Lot 42, Zone industrielle Sidi Bouzekri, route de Fès', city: 'Meknès', country: 'Morocco' },
  ar: { street: 'القطعة 42، المنطقة الصناعية سيدي بوزكري، طريق فاس', city: 'مكناس', country: 'المغرب' },
};

/** The factory shop's address on one line, in the language of the page. */
export function shopAddressLine(lang: Locale): string {
  const { street, city, country } = SHOP_ADDRESS[lang];
  return [street, city, country].join(lang === 'ar' ? '، ' : ', ');
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}

/** A phone number inside an Arabic sentence, kept left to right (LRI … PDI). */
export function ltr(phone: string): string {
  return `\u2066${phone}\u2069`;
}

// Shape of the seed catalogue: plain data, written once in three languages, inserted on first start.
export type Locale = 'fr' | 'en' | 'ar';
export type Localized = Record<Locale, string>;

export type CategoryId = 'olive-oil' | 'olive-pomace-oil' | 'sunflower-oil';

export interface SeedCategory {
  id: CategoryId;
  /** Lowercased English name, the value of /shop?category=… (spec: 'olive oil', 'sunflower oil'). */
  name: string;
  label: Localized;
}

export interface BrandPalette {
  /** Main colour of labels and caps, e.g. '#3f5a1e'. */
  primary: string;
  /** Second colour of labels. */
  secondary: string;
  /** Colour of the oil seen through a bottle. */
  oil: string;
}

export interface SeedBrand {
  /** Lowercase with dashes, e.g. 'dika-extra'; also the logo file stem. */
  id: string;
  /** Latin display name, e.g. 'Dika Extra'. */
  name: string;
  displayName: Localized;
  /** Oil type of the brand: extra virgin olive oil, olive pomace oil or sunflower oil. */
  type: Localized;
  category: CategoryId;
  description: Localized;
  characteristics: Localized[];
  usage: Localized[];
  palette: BrandPalette;
}

export type Packaging = 'glass-bottle' | 'pet-bottle' | 'tin' | 'jerrycan';

export interface SeedVariant {
  /** Label such as '500ML', '750ML', '1L', '2L', '5L', '10L', '25L'. */
  size: string;
  /** Integer centimes of MAD. */
  price: number;
  /** Integer centimes of MAD, higher than price when discounted. */
  originalPrice?: number;
  stock: number;
  isDefault?: boolean;
  packaging: Packaging;
}

export interface SeedFeature {
  name: Localized;
  /** true shows Oui, false shows Non, otherwise the text. */
  value: boolean | Localized;
}

export interface SeedDetail {
  key: Localized;
  value: Localized | { icon: string; text: Localized };
}

export interface SeedReview {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  /** ISO date, e.g. '2026-03-14'. */
  date: string;
  verified: boolean;
}

export interface SeedProduct {
  /** URL slug, unique, lowercase ascii with dashes. */
  slug: string;
  brandId: string;
  category: CategoryId;
  name: Localized;
  description: Localized;
  featured: boolean;
  features: SeedFeature[];
  benefits: Localized[];
  /** Shown as additional details (per 100 ml, origin, storage...). */
  nutritionalInfo: SeedDetail[];
  /**
   * Without written reviews: the rating and count from the producer's own records (null and 0 when
   * unrated). With reviews, the shop rates the product by them (src/server/products/snapshot.ts).
   */
  rating?: number | null;
  reviewCount?: number;
  reviews: SeedReview[];
  variants: SeedVariant[];
}

export interface SeedPickupShop {
  id: string;
  title: string;
  address: string;
  city: string;
}

export interface SeedDeliveryMethod {
  id: string;
  name: Localized;
  type: 'pickup' | 'home-delivery';
  /** Integer centimes of MAD; 0 is free. */
  unitPrice: number;
  /** Ids of the cities it serves (src/content/moroccan-cities.ts); null: every city. */
  cities: string[] | null;
  shops: SeedPickupShop[];
}

export interface SeedBank {
  id: string;
  name: string;
  accountHolder: string;
  /** Moroccan RIB, 24 digits. */
  rib: string;
  swift: string;
  hasLogo: boolean;
  hasQRCode: boolean;
}

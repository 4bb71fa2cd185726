import type { Api } from '../../api/client.ts';
import type { Locale } from '../../../domain/locale.ts';
import { listBrands, listCategories } from './api.ts';

export interface Facet {
  value: string;
  label: string;
}

export interface Facets {
  categories: Facet[];
  brands: Facet[];
}

// Spec section 8: when the lists cannot be loaded, the filters still offer the usual ones.
const FALLBACK: Facets = {
  categories: [
    { value: 'olive oil', label: 'olive oil' },
    { value: 'sunflower oil', label: 'sunflower oil' },
  ],
  brands: ['Dika Extra', 'Zitoun Atlas', 'Meknassia', 'Chamsia', 'Soleil du Souss'].map((name) => ({ value: name, label: name })),
};

/** Categories (by lowercased name, as /shop?category= takes it) and brands for the filters. */
export async function loadFacets(api: Api, lang: Locale): Promise<Facets> {
  const [categories, brands] = await Promise.all([
    listCategories(api, lang).catch(() => undefined),
    listBrands(api, lang).catch(() => undefined),
  ]);
  return {
    categories: categories ? categories.map((c) => ({ value: c.name, label: c.label })) : FALLBACK.categories,
    brands: brands ? brands.map((b) => ({ value: b.id, label: b.displayName })) : FALLBACK.brands,
  };
}

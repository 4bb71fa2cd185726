import type { components } from '../../../../openapi/schema.d.ts';
import type { Locale } from '../../../domain/locale.ts';
import type { Api } from '../../api/client.ts';

type ProductSummary = components['schemas']['ProductSummary'];

const cache = new Map<Locale, Promise<ProductSummary[]>>();

/**
 * The featured products (spec section 4): loaded once per language and kept for the session, so a
 * later visit shows them at once; a failed load is an empty list (nothing shows) and is tried again
 * on the next visit.
 */
export function featuredProducts(api: Api, lang: Locale): Promise<ProductSummary[]> {
  let promise = cache.get(lang);
  if (!promise) {
    promise = api
      .GET('/products/featured', { params: { query: { lang } } })
      .then(({ data }) => data?.data.products ?? [])
      .catch(() => []);
    promise.then((products) => {
      if (!products.length) cache.delete(lang);
    });
    cache.set(lang, promise);
  }
  return promise;
}

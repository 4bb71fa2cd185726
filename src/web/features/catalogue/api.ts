import type { operations } from '../../../../openapi/schema.d.ts';
import type { Locale } from '../../../domain/locale.ts';
import type { Api } from '../../api/client.ts';
import { apiErrorFromBody } from '../../api/errors.ts';

type ListingQuery = NonNullable<operations['listProducts']['parameters']['query']>;

// The catalogue's calls. A list the server does not give (an error answer) is undefined, for the
// caller's fallback; no answer at all (unreachable, timeout) throws the client's ApiError.

/** One page of the listing. */
export const listProducts = async (api: Api, query: ListingQuery) => (await api.GET('/products', { params: { query } })).data?.data;

export const listCategories = async (api: Api, lang: Locale) => (await api.GET('/products/categories', { params: { query: { lang } } })).data?.data;

export const listBrands = async (api: Api, lang: Locale) => (await api.GET('/products/brands', { params: { query: { lang } } })).data?.data;

/** The home page's featured products. */
export const listFeatured = async (api: Api, lang: Locale) => (await api.GET('/products/featured', { params: { query: { lang } } })).data?.data.products;

/** A product by id or slug, its texts in `lang` when given; undefined when there is none (404, or a malformed id: 400). */
export async function getProduct(api: Api, idOrSlug: string, lang?: Locale) {
  const { data, error, response } = await api.GET('/products/{idOrSlug}', { params: { path: { idOrSlug }, ...(lang ? { query: { lang } } : {}) } });
  if (data) return data.data.product;
  if (response.status === 404 || response.status === 400) return undefined;
  throw apiErrorFromBody(response.status, error);
}

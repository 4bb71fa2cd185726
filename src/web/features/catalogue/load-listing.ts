import type { Api } from '../../api/client.ts';
import type { Locale } from '../../../domain/locale.ts';
import type { ListingResult } from './ShopListing.tsx';
import { type ShopSearch, toListingQuery } from './shop-search.ts';

/** Loads one page of the listing; a failure is shown as the spec's error text, not thrown. */
export async function loadListing(api: Api, search: ShopSearch, lang: Locale): Promise<ListingResult> {
  try {
    const { data } = await api.GET('/products', { params: { query: toListingQuery(search, lang) } });
    return data ? { ok: true, page: data.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

import type { Api } from '../../api/client.ts';
import type { Locale } from '../../../domain/locale.ts';
import type { ListingResult } from './ShopListing.tsx';
import { listProducts } from './api.ts';
import { type ShopSearch, toListingQuery } from './shop-search.ts';

/** Loads one page of the listing; a failure is shown as the spec's error text, not thrown. */
export async function loadListing(api: Api, search: ShopSearch, lang: Locale): Promise<ListingResult> {
  try {
    const page = await listProducts(api, toListingQuery(search, lang));
    return page ? { ok: true, page } : { ok: false };
  } catch {
    return { ok: false };
  }
}

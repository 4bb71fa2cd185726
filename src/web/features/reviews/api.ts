import type { components } from '../../../../openapi/schema.d.ts';
import type { Locale } from '../../../domain/locale.ts';
import { type Api, unwrap } from '../../api/client.ts';

type Schemas = components['schemas'];

// A buyer's reviews (issue 47): what they received and may review, and their reviews.

/** The products of the shopper's delivered or collected orders, and the reviews they wrote. */
export const listMyReviews = async (api: Api, lang: Locale) => unwrap(await api.GET('/account/reviews', { params: { query: { lang } } })).data;

/** Writes the shopper's review of a product, or rewrites it: either way it waits for staff. */
export const saveReview = async (api: Api, body: Schemas['ReviewRequest'], lang: Locale) =>
  unwrap(await api.POST('/account/reviews', { params: { query: { lang } }, body })).data.review;

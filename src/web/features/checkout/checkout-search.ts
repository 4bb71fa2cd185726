import { MAX_QUANTITY, MIN_QUANTITY } from '../../../domain/quantity.ts';
import { matching, searchParams, type SearchOf, whole } from '../../search/search-params.ts';

const uuid = matching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 36);

/**
 * A direct purchase travels in the address, so a reload keeps it: ?product=…&variant=…&quantity=….
 * ?order=… is an order placed already: the card provider sends the shopper back to it.
 */
const checkoutShape = { order: uuid, product: uuid, variant: uuid, quantity: whole(MIN_QUANTITY, MAX_QUANTITY) };
export const checkoutSearchSchema = searchParams(checkoutShape);

export type CheckoutSearch = SearchOf<typeof checkoutShape>;

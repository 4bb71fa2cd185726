import * as z from 'zod/mini';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../domain/quantity.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/**
 * A direct purchase travels in the address, so a reload keeps it: ?product=…&variant=…&quantity=….
 * ?order=… is an order placed already: the card provider sends the shopper back to it.
 */
export const checkoutSearchSchema = z.object({
  order: lenient(z.string().check(z.regex(UUID))),
  product: lenient(z.string().check(z.regex(UUID))),
  variant: lenient(z.string().check(z.regex(UUID))),
  quantity: lenient(z.int().check(z.minimum(MIN_QUANTITY), z.maximum(MAX_QUANTITY))),
});

export type CheckoutSearch = z.infer<typeof checkoutSearchSchema>;

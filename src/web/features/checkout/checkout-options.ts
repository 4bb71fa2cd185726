import type { components } from '../../../../openapi/schema.d.ts';

type S = components['schemas'];
export type DeliveryMethod = S['DeliveryMethodListResponse']['data'][number];
export type Bank = S['Bank'];
export type PaymentMethodState = S['PaymentMethod'];
export type Order = S['Order'];
export type Seller = S['SellerResponse']['data'];

/** What the steps offer. The route waits for the payment methods; the lists load while the shopper fills step 0. */
export interface CheckoutOptions {
  deliveryMethods: Promise<DeliveryMethod[]>;
  banks: Promise<Bank[]>;
  paymentMethods: PaymentMethodState[];
  /** Who sells, as the invoice names them; null when it could not be read (the receipt is then no invoice). */
  seller: Seller | null;
}

import type { components } from '../../../../openapi/schema.d.ts';

type S = components['schemas'];
export type DeliveryMethod = S['DeliveryMethodListResponse']['data'][number];
export type Bank = S['Bank'];
export type PaymentMethodState = S['PaymentMethod'];
export type Order = S['Order'];

export interface CheckoutOptions {
  deliveryMethods: DeliveryMethod[];
  banks: Bank[];
  paymentMethods: PaymentMethodState[];
}

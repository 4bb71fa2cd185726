import type { components } from '../../../../openapi/schema.d.ts';
import type { CheckoutData } from '../../../domain/validation/checkout.ts';
import type { CheckoutSearch } from './checkout-search.ts';
import { cityName } from './delivery-city.ts';

/**
 * The order a filled checkout asks for: the cart's lines, or the one line of a direct purchase. Kept
 * apart from api.ts, which the route's loader (in the first bundle) imports, with the cities list here.
 */
export function orderRequest(data: CheckoutData, direct: CheckoutSearch | null): components['schemas']['OrderCreateRequest'] {
  // Billing and delivery both come from the one address of a home delivery (spec section 3); a pickup has none.
  const address = { street: data.address.trim(), city: cityName(data.city, 'fr'), country: data.country, postalCode: '' };
  return {
    source: direct ? 'direct' : 'cart',
    ...(direct ? { items: [{ product: direct.product!, variant: direct.variant!, quantity: direct.quantity ?? 1 }] } : {}),
    customerInfo: { firstName: data.firstName.trim(), lastName: data.lastName.trim(), email: data.email.trim(), phone: data.phone.trim() },
    ...(data.deliveryNeedsAddress ? { billingAddress: address, deliveryAddress: address } : {}),
    paymentMethod: data.paymentMethod || 'cash-on-delivery',
    deliveryMethod: { id: data.deliveryMethodId },
    notes: '',
    // A typed address only: a saved one chosen is on the account already.
    saveAddress: data.deliveryNeedsAddress && !data.savedAddressId && Boolean(data.saveAddress),
    ...(data.selectedShopId ? { selectedShopId: data.selectedShopId } : {}),
    ...(data.paymentMethod === 'bank-transfer' ? { selectedBankId: data.selectedBankId } : {}),
  };
}

import { EMAIL_PATTERN } from '../email.ts';
import { isPersonName } from '../name.ts';
import { phoneE164 } from '../phone.ts';

export const CHECKOUT_COUNTRIES = ['MA', 'FR', 'ES'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];
export type PaymentChoice = 'cash-on-delivery' | 'bank-transfer' | 'stripe';

/** What the checkout form gathers over its steps (spec section 3, checkout form data). */
export interface CheckoutData {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: CheckoutCountry;
  /** The id of a city of the list (src/content/moroccan-cities.ts): it decides the delivery methods offered. */
  city: string;
  /** The street address, asked at step 1 for a home delivery only. */
  address: string;
  deliveryMethodId: string;
  /** Known once a method is chosen: a home delivery needs an address, a pickup none. */
  deliveryNeedsAddress: boolean;
  /** Known once a method is chosen: a pickup method with shops needs one of them. */
  deliveryNeedsShop: boolean;
  selectedShopId: string;
  paymentMethod: PaymentChoice | '';
  selectedBankId: string;
  /** The saved address chosen (issue 47): it filled the names, phone, country, city and street; '' for one typed. */
  savedAddressId?: string;
  /** A typed home delivery address is also saved to the account with the order. */
  saveAddress?: boolean;
}

export const EMPTY_CHECKOUT: CheckoutData = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: 'MA',
  city: '',
  address: '',
  deliveryMethodId: '',
  deliveryNeedsAddress: false,
  deliveryNeedsShop: false,
  selectedShopId: '',
  paymentMethod: '',
  selectedBankId: '',
  savedAddressId: '',
  saveAddress: false,
};

/** Keys of the 'checkout.errors' texts. */
export type CheckoutErrorKey = 'required' | 'name_invalid' | 'email_invalid' | 'phone_invalid' | 'delivery_required' | 'shop_required' | 'payment_required' | 'bank_required';

export type CheckoutErrors = Partial<Record<keyof CheckoutData, CheckoutErrorKey>>;

/** The errors of one step, per field (spec section 5: deliveryMethodId, selectedShopId, paymentMethod, selectedBankId). */
export function checkoutStepErrors(step: number, data: CheckoutData): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (step === 0) {
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'city'] as const) {
      if (!data[field].trim()) errors[field] = 'required';
    }
    for (const field of ['firstName', 'lastName'] as const) {
      if (!errors[field] && !isPersonName(data[field])) errors[field] = 'name_invalid';
    }
    if (!errors.email && !EMAIL_PATTERN.test(data.email.trim())) errors.email = 'email_invalid';
    if (!errors.phone && !phoneE164(data.phone)) errors.phone = 'phone_invalid';
    if (!CHECKOUT_COUNTRIES.includes(data.country)) errors.country = 'required';
  }
  if (step === 1) {
    if (!data.deliveryMethodId) errors.deliveryMethodId = 'delivery_required';
    else if (data.deliveryNeedsShop && !data.selectedShopId) errors.selectedShopId = 'shop_required';
    else if (data.deliveryNeedsAddress && !data.address.trim()) errors.address = 'required';
  }
  if (step === 2) {
    if (!data.paymentMethod) errors.paymentMethod = 'payment_required';
    else if (data.paymentMethod === 'bank-transfer' && !data.selectedBankId) errors.selectedBankId = 'bank_required';
  }
  return errors;
}

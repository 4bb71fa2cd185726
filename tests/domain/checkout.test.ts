import { describe, expect, it } from 'vitest';
import { checkoutStepErrors, type CheckoutData } from '../../src/domain/validation/checkout.ts';

// Spec section 5 names the fields with per-field errors (deliveryMethodId, selectedShopId, paymentMethod,
// selectedBankId) but not the rules; the code's rules are pinned here. Countries MA, FR, ES (section 9);
// the phone is any usual way of writing a valid number, Moroccan when it has no calling code (issue 43).
const empty: CheckoutData = {
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
};
const filled: CheckoutData = {
  ...empty,
  firstName: 'Amina',
  lastName: 'Benali',
  email: 'amina@example.ma',
  phone: '+212612345678',
  city: 'casablanca',
};

// Issue 43, item 4: the street address is asked with a home delivery (step 1), never of a pickup.
describe('step 0: contact and city', () => {
  it('passes when every field is filled and well formed', () => {
    expect(checkoutStepErrors(0, filled)).toEqual({});
    for (const country of ['MA', 'FR', 'ES'] as const) expect(checkoutStepErrors(0, { ...filled, country })).toEqual({});
  });

  it('requires every field, spaces alone counting as empty', () => {
    expect(checkoutStepErrors(0, empty)).toEqual({ firstName: 'required', lastName: 'required', email: 'required', phone: 'required', city: 'required' });
    const blank = { ...filled, firstName: ' ', lastName: ' ', email: ' ', phone: ' ', city: ' ' };
    expect(checkoutStepErrors(0, blank)).toEqual({ firstName: 'required', lastName: 'required', email: 'required', phone: 'required', city: 'required' });
  });

  it('reports one missing field alone', () => {
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'city'] as const) {
      expect(checkoutStepErrors(0, { ...filled, [field]: '' })).toEqual({ [field]: 'required' });
    }
  });

  it('asks no street address: it comes with a home delivery', () => {
    expect(checkoutStepErrors(0, { ...filled, address: '', deliveryNeedsAddress: true })).toEqual({});
  });

  it('refuses names that are not names', () => {
    expect(checkoutStepErrors(0, { ...filled, firstName: 'Amina2', lastName: 'x.y' })).toEqual({ firstName: 'name_invalid', lastName: 'name_invalid' });
  });

  it('checks the email shape, trimmed', () => {
    expect(checkoutStepErrors(0, { ...filled, email: 'amina@example' })).toEqual({ email: 'email_invalid' });
    expect(checkoutStepErrors(0, { ...filled, email: ' amina@example.ma ' })).toEqual({});
  });

  it('takes a phone written any usual way, and refuses what is no number (issue 43)', () => {
    for (const phone of [' +212612345678 ', '0612345678', '06 12 34 56 78', '+212 6 12 34 56 78', '00212612345678', '612345678', '+33612345678']) {
      expect(checkoutStepErrors(0, { ...filled, phone }), phone).toEqual({});
    }
    for (const phone of ['+2', '+21', '061234567', '+0612345678', '+1234567890123456', 'x+212612345678', '+212612345678x', '06 12 34 56 78 9']) {
      expect(checkoutStepErrors(0, { ...filled, phone }), phone).toEqual({ phone: 'phone_invalid' });
    }
  });

  it('requires a country it ships to', () => {
    expect(checkoutStepErrors(0, { ...filled, country: 'DE' as never })).toEqual({ country: 'required' });
  });

  it('checks nothing of the later steps', () => {
    expect(checkoutStepErrors(0, { ...filled, deliveryNeedsShop: true, paymentMethod: 'bank-transfer' })).toEqual({});
  });
});

describe('step 1: delivery', () => {
  it('requires a delivery method', () => {
    expect(checkoutStepErrors(1, empty)).toEqual({ deliveryMethodId: 'delivery_required' });
    expect(checkoutStepErrors(1, { ...empty, deliveryNeedsShop: true })).toEqual({ deliveryMethodId: 'delivery_required' });
  });
  it('requires a shop only for a method that has shops', () => {
    expect(checkoutStepErrors(1, { ...empty, deliveryMethodId: 'home' })).toEqual({});
    expect(checkoutStepErrors(1, { ...empty, deliveryMethodId: 'pickup', deliveryNeedsShop: true })).toEqual({ selectedShopId: 'shop_required' });
    expect(checkoutStepErrors(1, { ...empty, deliveryMethodId: 'pickup', deliveryNeedsShop: true, selectedShopId: 's1' })).toEqual({});
  });
  it('requires the street address of a home delivery, spaces alone counting as empty, and none of a pickup', () => {
    const home = { ...empty, deliveryMethodId: 'home', deliveryNeedsAddress: true };
    expect(checkoutStepErrors(1, home)).toEqual({ address: 'required' });
    expect(checkoutStepErrors(1, { ...home, address: '  ' })).toEqual({ address: 'required' });
    expect(checkoutStepErrors(1, { ...home, address: '12 rue des Oliviers' })).toEqual({});
    expect(checkoutStepErrors(1, { ...empty, deliveryMethodId: 'pickup', deliveryNeedsShop: true, selectedShopId: 's1', address: '' })).toEqual({});
  });
});

describe('step 2: payment', () => {
  it('requires a payment method', () => {
    expect(checkoutStepErrors(2, empty)).toEqual({ paymentMethod: 'payment_required' });
  });
  it('requires a bank only for a transfer', () => {
    expect(checkoutStepErrors(2, { ...empty, paymentMethod: 'cash-on-delivery' })).toEqual({});
    expect(checkoutStepErrors(2, { ...empty, paymentMethod: 'stripe' })).toEqual({});
    expect(checkoutStepErrors(2, { ...empty, paymentMethod: 'bank-transfer' })).toEqual({ selectedBankId: 'bank_required' });
    expect(checkoutStepErrors(2, { ...empty, paymentMethod: 'bank-transfer', selectedBankId: 'b1' })).toEqual({});
  });
});

describe('other steps', () => {
  it('have nothing to check', () => {
    expect(checkoutStepErrors(3, empty)).toEqual({});
  });
});

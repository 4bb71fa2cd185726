import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.ts';
import { CARD_URL, EVENTS, type Expected, model, serializeState } from './checkout-model.ts';
import { fakeCalls, modelPaths, modelStates, type RealUnderTest, recordActions, walk } from './walk.ts';

// The model, written from the spec, is in checkout-model.ts (shared with the Chromium walk, e2e/models);
// here its paths are walked on the real machine, effects and time faked.
const CONTACT = { firstName: 'Amina', lastName: 'Bennani', email: 'amina@example.ma', phone: '+212661234567', city: 'fes' };
const STREET = '12 rue Allal Ben Abdellah';

function start() {
  const calls = fakeCalls(['restore', 'placeOrder'] as const);
  const effects = recordActions(['save', 'forget', 'clearCart', 'notifyPlacing', 'notifyFailure', 'placed', 'openPayment'] as const);
  const actor = createActor(checkoutMachine.provide({ actors: calls.actors as never, actions: effects.actions }), { input: {} }).start();
  return { actor, calls, effects };
}
type H = ReturnType<typeof start>;
const update = (h: H, patch: object) => h.actor.send({ type: 'UPDATE', patch });

const real: RealUnderTest<H, Expected> = {
  start,
  run: {
    NOTHING_SAVED: (h) => h.calls.answer('restore', null),
    RESTORE_FAILS: (h) => h.calls.fail('restore', new Error('storage unavailable')),
    FILL_CONTACT: (h) => update(h, CONTACT),
    NEXT: (h) => h.actor.send({ type: 'NEXT' }),
    PREVIOUS: (h) => h.actor.send({ type: 'PREVIOUS' }),
    CHOOSE_HOME: (h) => update(h, { deliveryMethodId: 'home-delivery', deliveryNeedsAddress: true, address: STREET, deliveryNeedsShop: false, selectedShopId: '' }),
    CHOOSE_PICKUP: (h) => update(h, { deliveryMethodId: 'pickup', deliveryNeedsAddress: false, deliveryNeedsShop: true, selectedShopId: '' }),
    CHOOSE_SHOP: (h) => update(h, { selectedShopId: 'meknes-factory' }),
    PAY_CASH: (h) => update(h, { paymentMethod: 'cash-on-delivery', selectedBankId: '' }),
    PAY_BANK: (h) => update(h, { paymentMethod: 'bank-transfer', selectedBankId: '' }),
    CHOOSE_BANK: (h) => update(h, { selectedBankId: 'attijariwafa-bank' }),
    PAY_CARD: (h) => update(h, { paymentMethod: 'stripe', selectedBankId: '' }),
    PLACE: (h) => h.actor.send({ type: 'PLACE' }),
    ORDER_OK: (h) => h.calls.answer('placeOrder', { orderId: 'order-1', paymentUrl: null }),
    ORDER_OK_CARD: (h) => h.calls.answer('placeOrder', { orderId: 'order-2', paymentUrl: CARD_URL }),
    ORDER_FAILS: (h) => h.calls.fail('placeOrder', new Error('Order creation failed')),
  },
  expect: {},
};

/** The order the shopper's choices make (what order creation must be called with). */
const order = (m: Expected) => ({
  ...CONTACT,
  deliveryMethodId: m.delivery === 'home' ? 'home-delivery' : 'pickup',
  ...(m.delivery === 'home' ? { address: STREET } : {}),
  ...(m.delivery === 'pickupShop' ? { selectedShopId: 'meknes-factory' } : {}),
  paymentMethod: { cash: 'cash-on-delivery', bankChosen: 'bank-transfer', card: 'stripe' }[m.payment as 'cash'],
  ...(m.payment === 'bankChosen' ? { selectedBankId: 'attijariwafa-bank' } : {}),
});

function onStep(step: number | 'placing' | 'paying' | 'recovering') {
  return (h: H, m: Expected) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value, 'step shown').toBe(typeof step === 'number' ? `step${step}` : step);
    // Earlier steps show as completed.
    if (typeof step === 'number') expect(snapshot.context.reached, 'steps completed').toBeGreaterThanOrEqual(step);
    if (m.errors) expect(Object.keys(snapshot.context.errors).sort(), 'fields in error').toEqual([...m.errors].sort());
    expect(h.effects.named('notifyPlacing').length, "'Finalisation de votre commande...' toasts").toBe(m.placingToasts);
    expect(h.effects.named('notifyFailure').length, 'error toasts').toBe(m.failureToasts);
    expect(h.calls.inputs.placeOrder.length, 'order creation calls').toBe(m.orderCalls);
    if (m.orderCalls > 0) expect(h.calls.inputs.placeOrder.at(-1), 'order sent').toMatchObject(order(m));
    expect(h.effects.named('clearCart').length, 'cart cleared').toBe(m.cartClears);
    expect(snapshot.context.orderId, 'order id kept').toBe(m.orderId);
    expect(h.effects.named('openPayment'), 'card provider opened').toEqual(m.paymentPages.map((url) => ({ url })));
  };
}

real.expect = {
  recovering: onStep('recovering'),
  step0: onStep(0),
  step1: onStep(1),
  step2: onStep(2),
  step3: onStep(3),
  placing: (h, m) => (onStep('placing')(h, m), expect(h.calls.waiting('placeOrder')).toBe(1)),
  step4: onStep(4),
  paying: onStep('paying'),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('model: checkout (spec sections 2, 4 and 5)', () => {
  const paths = modelPaths(model, EVENTS, { serializeState: serializeState as never });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.ts';
import { fakeCalls, type ModelEvent, modelPaths, modelStates, type RealUnderTest, recordActions, walk } from './walk.ts';

// Spec sections 2 (checkout, reading A), 4 (forms: checkout) and 5: steps 0 to 4 in order, Next only
// when the step is valid, else per-field errors (deliveryMethodId, selectedShopId, paymentMethod,
// selectedBankId); placing on step 3 shows 'Finalisation de votre commande...', calls order creation,
// keeps the order id, clears the cart and shows step 4, or shows an error toast and stays on step 3.
type Delivery = 'none' | 'home' | 'pickup' | 'pickupShop';
type Payment = 'none' | 'cash' | 'bank' | 'bankChosen' | 'card';
interface Expected {
  contact: boolean;
  delivery: Delivery;
  payment: Payment;
  /** Fields that must show an error right after a refused Next; null: not said. */
  errors: string[] | null;
  placingToasts: number;
  failureToasts: number;
  orderCalls: number;
  cartClears: number;
  orderId: string | null;
  paymentPages: string[];
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'city', 'address'];
const step1Ok = ({ context }: { context: Expected }) => context.delivery === 'home' || context.delivery === 'pickupShop';
const step2Ok = ({ context }: { context: Expected }) => context.payment === 'cash' || context.payment === 'bankChosen' || context.payment === 'card';
const CARD_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    noErrors: assign({ errors: null }),
    refused: assign((_, params: { errors: string[] }) => ({ errors: params.errors })),
    set: assign((_, params: Partial<Expected>) => ({ ...params, errors: null })),
  },
}).createMachine({
  id: 'checkoutModel',
  context: { contact: false, delivery: 'none', payment: 'none', errors: null, placingToasts: 0, failureToasts: 0, orderCalls: 0, cartClears: 0, orderId: null, paymentPages: [] },
  initial: 'recovering',
  states: {
    // The indicator is dimmed while an unfinished checkout is looked for.
    recovering: { on: { NOTHING_SAVED: 'step0', RESTORE_FAILS: 'step0' } },
    step0: {
      on: {
        FILL_CONTACT: { target: 'step0', actions: { type: 'set', params: { contact: true } } },
        NEXT: [
          { guard: ({ context }) => context.contact, target: 'step1', actions: 'noErrors' },
          { target: 'step0', actions: { type: 'refused', params: { errors: CONTACT_FIELDS } } },
        ],
      },
    },
    step1: {
      on: {
        CHOOSE_HOME: { target: 'step1', actions: { type: 'set', params: { delivery: 'home' } } },
        CHOOSE_PICKUP: { target: 'step1', actions: { type: 'set', params: { delivery: 'pickup' } } },
        CHOOSE_SHOP: { guard: ({ context }) => context.delivery === 'pickup', target: 'step1', actions: { type: 'set', params: { delivery: 'pickupShop' } } },
        NEXT: [
          { guard: step1Ok, target: 'step2', actions: 'noErrors' },
          { guard: ({ context }) => context.delivery === 'none', target: 'step1', actions: { type: 'refused', params: { errors: ['deliveryMethodId'] } } },
          { target: 'step1', actions: { type: 'refused', params: { errors: ['selectedShopId'] } } },
        ],
        PREVIOUS: { target: 'step0', actions: 'noErrors' },
      },
    },
    step2: {
      on: {
        PAY_CASH: { target: 'step2', actions: { type: 'set', params: { payment: 'cash' } } },
        PAY_BANK: { target: 'step2', actions: { type: 'set', params: { payment: 'bank' } } },
        CHOOSE_BANK: { guard: ({ context }) => context.payment === 'bank', target: 'step2', actions: { type: 'set', params: { payment: 'bankChosen' } } },
        PAY_CARD: { target: 'step2', actions: { type: 'set', params: { payment: 'card' } } },
        NEXT: [
          { guard: step2Ok, target: 'step3', actions: 'noErrors' },
          { guard: ({ context }) => context.payment === 'none', target: 'step2', actions: { type: 'refused', params: { errors: ['paymentMethod'] } } },
          { target: 'step2', actions: { type: 'refused', params: { errors: ['selectedBankId'] } } },
        ],
        PREVIOUS: { target: 'step1', actions: 'noErrors' },
      },
    },
    step3: {
      on: {
        PLACE: { target: 'placing', actions: assign(({ context }) => ({ placingToasts: context.placingToasts + 1, orderCalls: context.orderCalls + 1, errors: null })) },
        PREVIOUS: { target: 'step2', actions: 'noErrors' },
      },
    },
    placing: {
      on: {
        ORDER_OK: { guard: ({ context }) => context.payment !== 'card', target: 'step4', actions: assign(({ context }) => ({ orderId: 'order-1', cartClears: context.cartClears + 1 })) },
        // A card order goes on to the card provider at the next step.
        ORDER_OK_CARD: {
          guard: ({ context }) => context.payment === 'card',
          target: 'paying',
          actions: assign(({ context }) => ({ orderId: 'order-2', cartClears: context.cartClears + 1, paymentPages: [CARD_URL] })),
        },
        ORDER_FAILS: { target: 'step3', actions: assign(({ context }) => ({ failureToasts: context.failureToasts + 1 })) },
      },
    },
    paying: {},
    step4: {},
  },
});

const EVENTS: ModelEvent[] = [
  'NOTHING_SAVED', 'RESTORE_FAILS', 'FILL_CONTACT', 'NEXT', 'PREVIOUS', 'CHOOSE_HOME', 'CHOOSE_PICKUP', 'CHOOSE_SHOP',
  'PAY_CASH', 'PAY_BANK', 'CHOOSE_BANK', 'PAY_CARD', 'PLACE', 'ORDER_OK', 'ORDER_OK_CARD', 'ORDER_FAILS',
].map((type) => ({ type }));

const CONTACT = { firstName: 'Amina', lastName: 'Bennani', email: 'amina@example.ma', phone: '+212661234567', city: 'Fès', address: '12 rue Allal Ben Abdellah' };

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
    CHOOSE_HOME: (h) => update(h, { deliveryMethodId: 'home-delivery', deliveryNeedsShop: false, selectedShopId: '' }),
    CHOOSE_PICKUP: (h) => update(h, { deliveryMethodId: 'pickup', deliveryNeedsShop: true, selectedShopId: '' }),
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
  const serializeState = (s: { value: unknown; context: Expected }) => JSON.stringify([s.value, s.context.contact, s.context.delivery, s.context.payment]);
  const paths = modelPaths(model, EVENTS, { serializeState: serializeState as never });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});

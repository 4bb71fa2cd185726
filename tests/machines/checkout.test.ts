import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { checkoutMachine, type PlacedOrder, type SavedCheckout } from '../../machines/checkout.ts';
import { type CheckoutData, checkoutStepErrors, EMPTY_CHECKOUT } from '../../src/domain/validation/checkout.ts';
import { replayPath } from '../support/replay-paths.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const contact: Partial<CheckoutData> = { firstName: 'Amina', lastName: 'Bennani', email: 'amina@example.ma', phone: '+212661234567', city: 'Fès', address: '12 rue Allal Ben Abdellah' };
const full: CheckoutData = { ...EMPTY_CHECKOUT, ...contact, deliveryMethodId: 'pickup', deliveryNeedsShop: true, selectedShopId: 'meknes-factory', paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' };
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) }) as never;

// Reachability only: these cases replay the machine's own paths on itself; the spec's expectations live in tests/models/.
describe('reachability: checkout machine: every path', () => {
  // States told apart by step and by which steps' data are complete.
  const serializeState = (s: { value: unknown; context: { data: CheckoutData } }) =>
    JSON.stringify([s.value, [0, 1, 2].map((step) => Object.keys(checkoutStepErrors(step, s.context.data)).length === 0)]);
  const paths = getSimplePaths(checkoutMachine, {
    serializeState: serializeState as never,
    events: [
      done('restore', null),
      done('restore', { step: 2, data: full } satisfies SavedCheckout),
      error('restore'),
      { type: 'UPDATE', patch: contact },
      { type: 'UPDATE', patch: { deliveryMethodId: 'pickup', deliveryNeedsShop: true, selectedShopId: 'meknes-factory', paymentMethod: 'cash-on-delivery' } },
      { type: 'NEXT' },
      { type: 'PREVIOUS' },
      { type: 'PLACE' },
      done('placeOrder', { orderId: 'order-1', paymentUrl: null }),
      done('placeOrder', { orderId: 'order-2', paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
      error('placeOrder'),
    ],
  });

  it('reaches every step, placing and the confirmation', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['"step0"', '"step1"', '"step2"', '"step3"', '"placing"', '"step4"', '"paying"']) expect(reached).toContain(state);
    expect(paths.length).toBeGreaterThan(50);
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1 ')).join(' > '), p] as const))('walks %s', async (_name, path) => {
    await replayPath(checkoutMachine, path, { actors: ['restore', 'placeOrder'], delays: {} });
  });
});

describe('checkout machine: what it does', () => {
  function start(placeOrder: () => Promise<PlacedOrder>, saved: SavedCheckout | null = null) {
    const log: string[] = [];
    const actor = createActor(
      checkoutMachine.provide({
        actors: { restore: fromPromise(async () => saved), placeOrder: fromPromise(placeOrder) },
        actions: {
          save: (_, { step }) => log.push(`save ${step}`),
          forget: () => log.push('forget'),
          clearCart: () => log.push('clear cart'),
          notifyPlacing: () => log.push('placing toast'),
          notifyFailure: () => log.push('failure toast'),
          openPayment: (_, { url }) => log.push(`open ${url}`),
          placed: (_, { orderId, data }) => log.push(`placed ${orderId} ${data.selectedBankId}`),
        },
      }),
      { input: {} },
    ).start();
    return { actor, log };
  }

  it('does not go on with an invalid step, and names each missing field', async () => {
    const { actor } = start(async () => ({ orderId: 'o1', paymentUrl: null }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('step0');
    expect(actor.getSnapshot().context.errors).toMatchObject({ firstName: 'required', email: 'required', phone: 'required' });
    actor.send({ type: 'UPDATE', patch: { ...contact, phone: '0661' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'phone_invalid' });
    actor.send({ type: 'UPDATE', patch: { phone: '+212661234567' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('step1');
    actor.send({ type: 'UPDATE', patch: { deliveryMethodId: 'pickup', deliveryNeedsShop: true } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors).toEqual({ selectedShopId: 'shop_required' });
    actor.send({ type: 'UPDATE', patch: { selectedShopId: 'meknes-factory' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE', patch: { paymentMethod: 'bank-transfer' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors).toEqual({ selectedBankId: 'bank_required' });
  });

  // Spec: the checkout survives a reload on the step the shopper stands on, with what they typed.
  it('saves the step it stands on when it enters it and at each change, and clears the errors of a step it leaves', async () => {
    const { actor, log } = start(async () => ({ orderId: 'o1', paymentUrl: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['save 0']);
    actor.send({ type: 'UPDATE', patch: contact });
    actor.send({ type: 'NEXT' });
    expect(log.splice(0)).toEqual(['save 0', 'save 0', 'save 1']);
    actor.send({ type: 'UPDATE', patch: { deliveryMethodId: 'pickup', deliveryNeedsShop: true, selectedShopId: 'meknes-factory' } });
    actor.send({ type: 'NEXT' });
    expect(log.splice(0)).toEqual(['save 1', 'save 2']);
    actor.send({ type: 'UPDATE', patch: { paymentMethod: 'bank-transfer' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors).toEqual({ selectedBankId: 'bank_required' });
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'step1', context: { errors: {} } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'UPDATE', patch: { selectedBankId: 'attijariwafa-bank' } });
    actor.send({ type: 'NEXT' });
    expect(log.splice(0)).toEqual(['save 2', 'save 1', 'save 2', 'save 2', 'save 3']);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().value).toBe('step2');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE' });
    // Typing while the order is sent changes nothing: the order placed is the one the shopper saw.
    actor.send({ type: 'UPDATE', patch: { selectedBankId: 'bmce-bank' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.data.selectedBankId).toBe('attijariwafa-bank');
    expect(log.splice(0)).toEqual(['save 2', 'save 3', 'placing toast', 'clear cart', 'forget', 'placed o1 attijariwafa-bank']);
    actor.send({ type: 'UPDATE', patch: { selectedBankId: 'bmce-bank' } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'step4', context: { data: { selectedBankId: 'attijariwafa-bank' } } });
  });

  it('places the order from step 3: keeps its id, clears the cart, forgets the saved checkout, shows step 4', async () => {
    const { actor, log } = start(async () => ({ orderId: 'order-42', paymentUrl: null }), { step: 3, data: full });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('step3');
    actor.send({ type: 'PLACE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot()).toMatchObject({ value: 'step4', context: { orderId: 'order-42' } });
    expect(log.slice(-4)).toEqual(['placing toast', 'clear cart', 'forget', 'placed order-42 attijariwafa-bank']);
  });

  it("sends a card order to the card provider's page instead of step 4, with the cart cleared and the checkout forgotten", async () => {
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1';
    const { actor, log } = start(async () => ({ orderId: 'order-43', paymentUrl: url }), { step: 3, data: { ...full, paymentMethod: 'stripe' } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PLACE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot()).toMatchObject({ value: 'paying', context: { orderId: 'order-43', paymentUrl: url } });
    expect(log.slice(-4)).toEqual(['placing toast', 'clear cart', 'forget', `open ${url}`]);
  });

  it('stays on step 3 with a toast when the order fails', async () => {
    const { actor, log } = start(async () => Promise.reject(new Error('Order creation failed')), { step: 3, data: full });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'PLACE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('step3');
    expect(log).toContain('failure toast');
    expect(log).not.toContain('clear cart');
  });
});

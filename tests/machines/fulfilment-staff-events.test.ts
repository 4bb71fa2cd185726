// Issue 22: "The back office shows the buttons the machine allows." The buttons for each state an
// order can stand in, and the card's and the clock's moves, written out from the rules:
// placed → confirmed → shipped or ready for pickup → delivered or collected; cancelled from placed or
// confirmed; a bank transfer waits in placed until staff mark it paid, which confirms it; cash is paid
// when delivered or collected; a card order waits for the provider (paid confirms it, an expired page
// cancels it) and staff cannot cancel it while its page may still be paid.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { allowedStaffActions, type FulfilmentContext, fulfilmentMachine, snapshotOf } from '../../machines/fulfilment.ts';
import type { FulfilmentState } from '../../src/domain/fulfilment.ts';

const cash = (pickup = false): FulfilmentContext => ({ paymentMethod: 'cash-on-delivery', pickup, payment: 'pending' });
const transfer = (paid: boolean, pickup = false): FulfilmentContext => ({ paymentMethod: 'bank-transfer', pickup, payment: paid ? 'paid' : 'awaiting-payment' });
const card = (paid: boolean, pickup = false): FulfilmentContext => ({ paymentMethod: 'stripe', pickup, payment: paid ? 'paid' : 'awaiting-payment' });
const at = (fulfilment: FulfilmentState, context: FulfilmentContext) => snapshotOf({ fulfilment, ...context });

const BUTTONS: [string, FulfilmentState, FulfilmentContext, string[]][] = [
  ['cash, placed', 'placed', cash(), ['confirm', 'cancel']],
  ['transfer awaited, placed', 'placed', transfer(false), ['mark-paid', 'cancel']],
  ['card page open, placed', 'placed', card(false), []],
  ['cash, confirmed, home delivery', 'confirmed', cash(), ['ship', 'cancel']],
  ['cash, confirmed, pickup', 'confirmed', cash(true), ['ready-for-pickup', 'cancel']],
  ['transfer paid, confirmed, home delivery', 'confirmed', transfer(true), ['ship', 'cancel']],
  ['card paid, confirmed, pickup', 'confirmed', card(true, true), ['ready-for-pickup', 'cancel']],
  ['cash, shipped', 'shipped', cash(), ['deliver']],
  ['transfer paid, shipped', 'shipped', transfer(true), ['deliver']],
  ['cash, ready for pickup', 'ready-for-pickup', cash(true), ['collect']],
  ['card paid, ready for pickup', 'ready-for-pickup', card(true, true), ['collect']],
  ['cash, delivered', 'delivered', { ...cash(), payment: 'paid' }, []],
  ['transfer, collected', 'collected', transfer(true, true), []],
  ['cash, cancelled', 'cancelled', { ...cash(), payment: 'cancelled' }, []],
  ['card, cancelled', 'cancelled', { ...card(false), payment: 'cancelled' }, []],
];

describe('the buttons the back office shows', () => {
  it.each(BUTTONS)('%s', (_name, state, context, buttons) => {
    const snapshot = at(state, context);
    expect(snapshot.value).toBe(state);
    expect(snapshot.context).toEqual(context);
    expect(new Set(allowedStaffActions({ fulfilment: state, ...context }))).toEqual(new Set(buttons));
  });

  it('an order delivered, collected or cancelled is done: nothing more can happen to it', () => {
    for (const [state, context] of [['delivered', cash()], ['collected', card(true, true)], ['cancelled', transfer(false)]] as const) {
      expect(at(state, context).status, state).toBe('done');
    }
    expect(at('shipped', cash()).status).toBe('active');
  });
});

describe("the card provider's and the clock's moves", () => {
  const placed = (context: FulfilmentContext) => createActor(fulfilmentMachine, { input: context }).start();

  it('a new order starts placed, with the context it was given', () => {
    const snapshot = placed(card(false)).getSnapshot();
    expect(snapshot.value).toBe('placed');
    expect(snapshot.context).toEqual(card(false));
  });

  it('a card payment confirms the order and marks it paid', () => {
    const actor = placed(card(false));
    actor.send({ type: 'card-paid' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().context.payment).toBe('paid');
  });

  it('an expired card page cancels the order, unpaid', () => {
    const actor = placed(card(false, true));
    actor.send({ type: 'payment-expired' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.payment).toBe('cancelled');
  });

  it('a bank transfer that never comes cancels the order when it expires', () => {
    const actor = placed(transfer(false));
    actor.send({ type: 'payment-expired' });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('a card payment means nothing to a cash or transfer order, and expiry nothing to cash', () => {
    for (const context of [cash(), transfer(false)]) {
      const actor = placed(context);
      actor.send({ type: 'card-paid' });
      expect(actor.getSnapshot().value, context.paymentMethod).toBe('placed');
      expect(actor.getSnapshot().context.payment, context.paymentMethod).toBe(context.payment);
    }
    const actor = placed(cash());
    actor.send({ type: 'payment-expired' });
    expect(actor.getSnapshot().value).toBe('placed');
  });

  it('once paid, a card or transfer order no longer expires and a second payment changes nothing', () => {
    for (const context of [card(true), transfer(true)]) {
      const snapshot = at('placed', context);
      expect(snapshot.can({ type: 'payment-expired' }), context.paymentMethod).toBe(false);
      expect(snapshot.can({ type: 'card-paid' }), context.paymentMethod).toBe(false);
    }
  });

  it('staff may cancel a card order once it is paid, as any confirmed order', () => {
    const actor = placed(card(false));
    expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
    actor.send({ type: 'card-paid' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.payment).toBe('paid');
  });
});

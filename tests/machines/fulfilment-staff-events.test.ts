// Issue 22: "The back office shows the buttons the machine allows." The buttons for each state an
// order can stand in, and the card's and the clock's moves, written out from the rules:
// placed → confirmed → shipped or ready for pickup → delivered or collected; cancelled from placed or
// confirmed; a bank transfer waits in placed until staff mark it paid, which confirms it; cash is paid
// when delivered or collected; a card order waits for the provider (paid confirms it, an expired page
// cancels it) and staff cannot cancel it while its page may still be paid.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type FulfilmentContext, type FulfilmentStateValue, fulfilmentMachine, fulfilmentSnapshotAt, staffEventsAllowed } from '../../machines/fulfilment.ts';

const cash = (pickup = false): FulfilmentContext => ({ paymentMethod: 'cash-on-delivery', pickup, paid: false });
const transfer = (paid: boolean, pickup = false): FulfilmentContext => ({ paymentMethod: 'bank-transfer', pickup, paid });
const card = (paid: boolean, pickup = false): FulfilmentContext => ({ paymentMethod: 'stripe', pickup, paid });

const BUTTONS: [string, FulfilmentStateValue, FulfilmentContext, string[]][] = [
  ['cash, placed', 'placed', cash(), ['CONFIRM', 'CANCEL']],
  ['transfer awaited, placed', 'placed', transfer(false), ['MARK_PAID', 'CANCEL']],
  ['card page open, placed', 'placed', card(false), []],
  ['cash, confirmed, home delivery', 'confirmed', cash(), ['SHIP', 'CANCEL']],
  ['cash, confirmed, pickup', 'confirmed', cash(true), ['READY_FOR_PICKUP', 'CANCEL']],
  ['transfer paid, confirmed, home delivery', 'confirmed', transfer(true), ['SHIP', 'CANCEL']],
  ['card paid, confirmed, pickup', 'confirmed', card(true, true), ['READY_FOR_PICKUP', 'CANCEL']],
  ['cash, shipped', 'shipped', cash(), ['DELIVER']],
  ['transfer paid, shipped', 'shipped', transfer(true), ['DELIVER']],
  ['cash, ready for pickup', 'readyForPickup', cash(true), ['COLLECT']],
  ['card paid, ready for pickup', 'readyForPickup', card(true, true), ['COLLECT']],
  ['cash, delivered', 'delivered', { ...cash(), paid: true }, []],
  ['transfer, collected', 'collected', transfer(true, true), []],
  ['cash, cancelled', 'cancelled', cash(), []],
  ['card, cancelled', 'cancelled', card(false), []],
];

describe('the buttons the back office shows', () => {
  it.each(BUTTONS)('%s', (_name, state, context, buttons) => {
    const snapshot = fulfilmentSnapshotAt(state, context);
    expect(snapshot.value).toBe(state);
    expect(snapshot.context).toEqual(context);
    expect(new Set(staffEventsAllowed(snapshot))).toEqual(new Set(buttons));
  });

  it('an order delivered, collected or cancelled is done: nothing more can happen to it', () => {
    for (const [state, context] of [['delivered', cash()], ['collected', card(true, true)], ['cancelled', transfer(false)]] as const) {
      expect(fulfilmentSnapshotAt(state, context).status, state).toBe('done');
    }
    expect(fulfilmentSnapshotAt('shipped', cash()).status).toBe('active');
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
    actor.send({ type: 'CARD_PAID' });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().context.paid).toBe(true);
  });

  it('an expired card page cancels the order, unpaid', () => {
    const actor = placed(card(false, true));
    actor.send({ type: 'PAYMENT_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.paid).toBe(false);
  });

  it('a bank transfer that never comes cancels the order when it expires', () => {
    const actor = placed(transfer(false));
    actor.send({ type: 'PAYMENT_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('a card payment means nothing to a cash or transfer order, and expiry nothing to cash', () => {
    for (const context of [cash(), transfer(false)]) {
      const actor = placed(context);
      actor.send({ type: 'CARD_PAID' });
      expect(actor.getSnapshot().value, context.paymentMethod).toBe('placed');
      expect(actor.getSnapshot().context.paid, context.paymentMethod).toBe(false);
    }
    const actor = placed(cash());
    actor.send({ type: 'PAYMENT_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('placed');
  });

  it('once paid, a card or transfer order no longer expires and a second payment changes nothing', () => {
    for (const context of [card(true), transfer(true)]) {
      const snapshot = fulfilmentSnapshotAt('placed', context);
      expect(snapshot.can({ type: 'PAYMENT_EXPIRED' }), context.paymentMethod).toBe(false);
      expect(snapshot.can({ type: 'CARD_PAID' }), context.paymentMethod).toBe(false);
    }
  });

  it('staff may cancel a card order once it is paid, as any confirmed order', () => {
    const actor = placed(card(false));
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
    actor.send({ type: 'CARD_PAID' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.paid).toBe(true);
  });
});

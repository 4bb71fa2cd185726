// Issue 22: the rule that moves an order (machines/fulfilment.ts), which the server and the back
// office both run, spelled out case by case from the issue: the staff's actions, the card provider's
// answer and the clock's expiry, for every payment method.
import { describe, expect, it } from 'vitest';
import { allowedStaffActions, nextProgress } from '../../machines/fulfilment.ts';
import type { OrderProgress } from '../../src/domain/fulfilment.ts';

const at = (fulfilment: OrderProgress['fulfilment'], paymentMethod: OrderProgress['paymentMethod'], payment: OrderProgress['payment'], pickup = false): OrderProgress => ({ fulfilment, paymentMethod, payment, pickup });

describe('the rules as the issue states them', () => {
  it('a bank transfer waits for staff to mark it paid, which confirms it', () => {
    expect(nextProgress(at('placed', 'bank-transfer', 'awaiting-payment'), 'mark-paid')).toMatchObject({ fulfilment: 'confirmed', payment: 'paid' });
    expect(nextProgress(at('placed', 'bank-transfer', 'awaiting-payment'), 'ship')).toBeNull();
    expect(nextProgress(at('placed', 'bank-transfer', 'awaiting-payment'), 'confirm')).toBeNull();
  });

  it('cash on delivery is paid when delivered or collected', () => {
    expect(nextProgress(at('shipped', 'cash-on-delivery', 'pending'), 'deliver')).toMatchObject({ fulfilment: 'delivered', payment: 'paid' });
    expect(nextProgress(at('ready-for-pickup', 'cash-on-delivery', 'pending', true), 'collect')).toMatchObject({ fulfilment: 'collected', payment: 'paid' });
    expect(nextProgress(at('confirmed', 'cash-on-delivery', 'pending'), 'ship')).toMatchObject({ fulfilment: 'shipped', payment: 'pending' });
  });

  it('cancels from placed or confirmed only', () => {
    expect(nextProgress(at('placed', 'cash-on-delivery', 'pending'), 'cancel')).toEqual(at('cancelled', 'cash-on-delivery', 'cancelled'));
    expect(nextProgress(at('confirmed', 'cash-on-delivery', 'pending', true), 'cancel')).toEqual(at('cancelled', 'cash-on-delivery', 'cancelled', true));
    for (const state of ['shipped', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'] as const) expect(nextProgress(at(state, 'cash-on-delivery', 'pending'), 'cancel'), state).toBeNull();
  });

  it('a card page still open cannot be cancelled by staff; its expiry cancels it, its payment confirms it', () => {
    expect(nextProgress(at('placed', 'stripe', 'awaiting-payment'), 'cancel')).toBeNull();
    expect(nextProgress(at('placed', 'stripe', 'awaiting-payment'), 'payment-expired')).toMatchObject({ fulfilment: 'cancelled', payment: 'cancelled' });
    expect(nextProgress(at('placed', 'stripe', 'awaiting-payment'), 'card-paid')).toMatchObject({ fulfilment: 'confirmed', payment: 'paid' });
    expect(nextProgress(at('placed', 'stripe', 'paid'), 'card-paid')).toBeNull();
  });

  it('ships home deliveries and readies pickups, never the other way round', () => {
    expect(nextProgress(at('confirmed', 'bank-transfer', 'paid', true), 'ship')).toBeNull();
    expect(nextProgress(at('confirmed', 'bank-transfer', 'paid', false), 'ready-for-pickup')).toBeNull();
  });
});

describe('the rules at their edges', () => {
  it('marks paid and takes card payments only for placed orders awaiting payment', () => {
    expect(nextProgress(at('confirmed', 'bank-transfer', 'awaiting-payment'), 'mark-paid')).toBeNull();
    expect(nextProgress(at('placed', 'bank-transfer', 'paid'), 'mark-paid')).toBeNull();
    expect(nextProgress(at('placed', 'stripe', 'awaiting-payment'), 'mark-paid')).toBeNull();
    expect(nextProgress(at('confirmed', 'stripe', 'awaiting-payment'), 'card-paid')).toBeNull();
    expect(nextProgress(at('placed', 'bank-transfer', 'awaiting-payment'), 'card-paid')).toBeNull();
  });

  it('lets a payment expire only for a placed transfer or card order awaiting payment', () => {
    expect(nextProgress(at('placed', 'bank-transfer', 'awaiting-payment'), 'payment-expired')).toEqual(at('cancelled', 'bank-transfer', 'cancelled'));
    expect(nextProgress(at('confirmed', 'stripe', 'awaiting-payment'), 'payment-expired')).toBeNull();
    expect(nextProgress(at('placed', 'cash-on-delivery', 'awaiting-payment'), 'payment-expired')).toBeNull();
    expect(nextProgress(at('placed', 'cash-on-delivery', 'pending'), 'payment-expired')).toBeNull();
    expect(nextProgress(at('placed', 'stripe', 'paid'), 'payment-expired')).toBeNull();
  });

  it('leaves the payment of a transfer or card order as it was on delivery or collection', () => {
    expect(nextProgress(at('shipped', 'bank-transfer', 'awaiting-payment'), 'deliver')).toEqual(at('delivered', 'bank-transfer', 'awaiting-payment'));
    expect(nextProgress(at('ready-for-pickup', 'stripe', 'awaiting-payment', true), 'collect')).toEqual(at('collected', 'stripe', 'awaiting-payment', true));
  });

  it('keeps money already received when cancelling', () => {
    expect(nextProgress(at('confirmed', 'bank-transfer', 'paid'), 'cancel')).toEqual(at('cancelled', 'bank-transfer', 'paid'));
  });

  it('lists the staff actions each state allows', () => {
    expect(allowedStaffActions(at('placed', 'cash-on-delivery', 'pending'))).toEqual(['confirm', 'cancel']);
    expect(allowedStaffActions(at('placed', 'bank-transfer', 'awaiting-payment'))).toEqual(['mark-paid', 'cancel']);
    expect(allowedStaffActions(at('placed', 'stripe', 'awaiting-payment'))).toEqual([]);
    expect(allowedStaffActions(at('confirmed', 'stripe', 'paid', true))).toEqual(['ready-for-pickup', 'cancel']);
    expect(allowedStaffActions(at('shipped', 'cash-on-delivery', 'pending'))).toEqual(['deliver']);
  });
});

// Issue 45, item 1: a cash order waits for its confirmation call. The outcomes are confirmed, no answer
// (tried again later), wrong number, cancelled by the customer; left unconfirmed, the clock cancels it.
describe('the confirmation call of a cash order, as issue 45 states it', () => {
  const awaitingCall = at('placed', 'cash-on-delivery', 'pending');

  it('a call nobody answered leaves the order waiting for the next call', () => {
    expect(nextProgress(awaitingCall, 'no-answer')).toEqual(awaitingCall);
    expect(nextProgress(nextProgress(awaitingCall, 'no-answer')!, 'confirm')).toMatchObject({ fulfilment: 'confirmed', payment: 'pending' });
  });

  it('a wrong number, or the clock running out, cancels the order', () => {
    expect(nextProgress(awaitingCall, 'wrong-number')).toEqual(at('cancelled', 'cash-on-delivery', 'cancelled'));
    expect(nextProgress(awaitingCall, 'confirmation-expired')).toEqual(at('cancelled', 'cash-on-delivery', 'cancelled'));
    expect(nextProgress(at('placed', 'cash-on-delivery', 'pending', true), 'confirmation-expired')).toEqual(at('cancelled', 'cash-on-delivery', 'cancelled', true));
  });

  it('calls are for cash orders still waiting: not a transfer or a card order, not one already confirmed', () => {
    for (const action of ['no-answer', 'wrong-number', 'confirmation-expired'] as const) {
      expect(nextProgress(at('placed', 'bank-transfer', 'awaiting-payment'), action), action).toBeNull();
      expect(nextProgress(at('placed', 'stripe', 'awaiting-payment'), action), action).toBeNull();
      for (const state of ['confirmed', 'shipped', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'] as const) {
        expect(nextProgress(at(state, 'cash-on-delivery', 'pending'), action), `${action} in ${state}`).toBeNull();
      }
    }
  });

  it('the order page keeps its buttons: calls are recorded from the queue', () => {
    expect(allowedStaffActions(awaitingCall)).toEqual(['confirm', 'cancel']);
  });
});

// Issue 45, item 3: from shipped, delivered (cash collected), a failed attempt (kept, the order stays
// shipped), or refused → returned; stock comes back only when staff mark the parcel back.
describe('a shipped parcel, as issue 45 states it', () => {
  it('a failed attempt leaves the parcel shipped, to be delivered later', () => {
    const shipped = at('shipped', 'cash-on-delivery', 'pending');
    expect(nextProgress(shipped, 'failed-attempt')).toEqual(shipped);
    expect(nextProgress(nextProgress(shipped, 'failed-attempt')!, 'deliver')).toEqual(at('delivered', 'cash-on-delivery', 'paid'));
  });

  it('refused at the door, it is not paid; then it comes back', () => {
    expect(nextProgress(at('shipped', 'cash-on-delivery', 'pending'), 'refuse')).toEqual(at('refused', 'cash-on-delivery', 'cancelled'));
    expect(nextProgress(at('refused', 'cash-on-delivery', 'cancelled'), 'mark-returned')).toEqual(at('returned', 'cash-on-delivery', 'cancelled'));
    // Money already received stays received, to be refunded.
    expect(nextProgress(at('shipped', 'bank-transfer', 'paid'), 'refuse')).toEqual(at('refused', 'bank-transfer', 'paid'));
  });

  it('only a shipped parcel fails, is refused; only a refused one comes back; nothing follows its return', () => {
    for (const state of ['placed', 'confirmed', 'ready-for-pickup', 'delivered', 'collected', 'cancelled', 'refused', 'returned'] as const) {
      expect(nextProgress(at(state, 'cash-on-delivery', 'pending'), 'failed-attempt'), state).toBeNull();
      expect(nextProgress(at(state, 'cash-on-delivery', 'pending'), 'refuse'), state).toBeNull();
    }
    for (const state of ['placed', 'confirmed', 'shipped', 'delivered', 'returned', 'cancelled'] as const) expect(nextProgress(at(state, 'cash-on-delivery', 'pending'), 'mark-returned'), state).toBeNull();
    for (const action of ['deliver', 'cancel', 'refuse', 'mark-returned', 'ship'] as const) expect(nextProgress(at('returned', 'cash-on-delivery', 'cancelled'), action), action).toBeNull();
    expect(nextProgress(at('refused', 'cash-on-delivery', 'cancelled'), 'deliver')).toBeNull();
    expect(nextProgress(at('refused', 'cash-on-delivery', 'cancelled'), 'cancel')).toBeNull();
  });
});

// Issue 22: the card's moves come from the provider and the clock, which no staff request can make;
// here the machine and the server's rule (src/domain/fulfilment.ts) are compared for every payment
// method, delivery and state, system events included. The rules themselves are spelled out below
// from the issue, so a rule both got wrong still fails.
import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { type FulfilmentContext, fulfilmentMachine } from '../../machines/fulfilment.ts';
import { allowedStaffActions, nextProgress, type OrderAction, type OrderProgress } from '../../src/domain/fulfilment.ts';

const EVENTS = { CONFIRM: 'confirm', MARK_PAID: 'mark-paid', SHIP: 'ship', READY_FOR_PICKUP: 'ready-for-pickup', DELIVER: 'deliver', COLLECT: 'collect', CANCEL: 'cancel', CARD_PAID: 'card-paid', PAYMENT_EXPIRED: 'payment-expired' } as const;
const STATE: Record<string, OrderProgress['fulfilment']> = { placed: 'placed', confirmed: 'confirmed', shipped: 'shipped', readyForPickup: 'ready-for-pickup', delivered: 'delivered', collected: 'collected', cancelled: 'cancelled' };
const METHODS = ['cash-on-delivery', 'bank-transfer', 'stripe'] as const;

const progressAt = (value: string, context: FulfilmentContext): OrderProgress => ({
  fulfilment: STATE[value]!,
  payment: context.paid ? 'paid' : value === 'cancelled' ? 'cancelled' : context.paymentMethod === 'cash-on-delivery' ? 'pending' : 'awaiting-payment',
  paymentMethod: context.paymentMethod,
  pickup: context.pickup,
});

describe.each(METHODS.flatMap((paymentMethod) => [false, true].map((pickup) => ({ paymentMethod, pickup, paid: false }))))('$paymentMethod, pickup $pickup', (context) => {
  const paths = getSimplePaths(fulfilmentMachine, { input: context, events: Object.keys(EVENTS).map((type) => ({ type })) as never });

  it('the server rule allows, in each state the machine reaches, exactly what the machine allows, and lands where it does', () => {
    for (const path of paths) {
      const snapshot = path.state;
      const here = progressAt(String(snapshot.value), snapshot.context);
      for (const [type, action] of Object.entries(EVENTS) as [keyof typeof EVENTS, OrderAction][]) {
        const next = nextProgress(here, action);
        expect(next !== null, `${action} in ${String(snapshot.value)}`).toBe(snapshot.can({ type }));
      }
    }
    for (const path of paths) {
      let progress = progressAt('placed', context);
      for (const step of path.steps.slice(1)) progress = nextProgress(progress, EVENTS[step.event.type as keyof typeof EVENTS])!;
      expect(progress, path.steps.map((s) => s.event.type).join(' → ')).toEqual(progressAt(String(path.state.value), path.state.context));
    }
  });
});

describe('the rules as the issue states them', () => {
  const at = (fulfilment: OrderProgress['fulfilment'], paymentMethod: OrderProgress['paymentMethod'], payment: OrderProgress['payment'], pickup = false): OrderProgress => ({ fulfilment, paymentMethod, payment, pickup });

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
    expect(nextProgress(at('placed', 'cash-on-delivery', 'pending'), 'cancel')?.fulfilment).toBe('cancelled');
    expect(nextProgress(at('confirmed', 'cash-on-delivery', 'pending'), 'cancel')?.fulfilment).toBe('cancelled');
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
  const at = (fulfilment: OrderProgress['fulfilment'], paymentMethod: OrderProgress['paymentMethod'], payment: OrderProgress['payment'], pickup = false): OrderProgress => ({ fulfilment, paymentMethod, payment, pickup });

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

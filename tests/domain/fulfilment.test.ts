// Issue 22: where the money is, read from an order as the database and the API keep it. The spec's
// order statuses 'shipped' and 'delivered' come after payment; the others are the payment's own state.
import { describe, expect, it } from 'vitest';
import { nextProgress } from '../../machines/fulfilment.ts';
import { CALL_ACTIONS, CALL_OUTCOMES, CALL_RETRIES, DELIVERY_ACTIONS, DELIVERY_OUTCOMES, FULFILMENT_STATES, type OrderProgress, orderProgress, UNMAILED_ACTIONS } from '../../src/domain/fulfilment.ts';

describe('orderProgress', () => {
  const order = { fulfilment: 'shipped', paymentMethod: 'bank-transfer', pickup: true } as const;

  it.each(['pending', 'awaiting-payment', 'paid', 'cancelled'] as const)('keeps the status %s as the payment', (status) => {
    expect(orderProgress({ ...order, status })).toEqual({ fulfilment: 'shipped', payment: status, paymentMethod: 'bank-transfer', pickup: true });
  });

  it.each(['shipped', 'delivered'] as const)('reads the status %s as paid', (status) => {
    expect(orderProgress({ ...order, status }).payment).toBe('paid');
  });
});

// Issue 45: what each outcome a member of staff records does to the order, as the issue states it.
describe('the outcomes staff record', () => {
  const cash = (fulfilment: OrderProgress['fulfilment']): OrderProgress => ({ fulfilment, payment: 'pending', paymentMethod: 'cash-on-delivery', pickup: false });
  const after = (from: OrderProgress['fulfilment'], action: Parameters<typeof nextProgress>[1]) => nextProgress(cash(from), action)?.fulfilment;

  it('a call: confirmed confirms; no answer leaves the order waiting; a wrong number or the customer cancels it', () => {
    expect(CALL_OUTCOMES).toEqual(['confirmed', 'no-answer', 'wrong-number', 'cancelled']);
    expect(CALL_OUTCOMES.map((outcome) => after('placed', CALL_ACTIONS[outcome]))).toEqual(['confirmed', 'placed', 'cancelled', 'cancelled']);
    expect(CALL_RETRIES).toEqual(['in-30-minutes', 'in-2-hours', 'tomorrow-morning']);
  });

  it('a parcel: delivered; a failed attempt leaves it shipped; refused; then back from refused', () => {
    expect(DELIVERY_OUTCOMES).toEqual(['delivered', 'failed-attempt', 'refused', 'returned']);
    expect(DELIVERY_OUTCOMES.map((outcome) => after(outcome === 'returned' ? 'refused' : 'shipped', DELIVERY_ACTIONS[outcome]))).toEqual(['delivered', 'shipped', 'refused', 'returned']);
  });

  it('the customer is not mailed of what leaves the order where it was, nor of a parcel refused at their own door', () => {
    expect([...UNMAILED_ACTIONS].sort()).toEqual(['failed-attempt', 'mark-returned', 'no-answer', 'refuse']);
  });

  it('refused and returned are states of their own, after shipped', () => {
    expect(FULFILMENT_STATES).toEqual(['placed', 'confirmed', 'shipped', 'ready-for-pickup', 'delivered', 'collected', 'refused', 'returned', 'cancelled']);
  });
});

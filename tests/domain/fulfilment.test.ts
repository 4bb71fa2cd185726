// Issue 22: where the money is, read from an order as the database and the API keep it. The spec's
// order statuses 'shipped' and 'delivered' come after payment; the others are the payment's own state.
import { describe, expect, it } from 'vitest';
import { orderProgress } from '../../src/domain/fulfilment.ts';

describe('orderProgress', () => {
  const order = { fulfilment: 'shipped', paymentMethod: 'bank-transfer', pickup: true } as const;

  it.each(['pending', 'awaiting-payment', 'paid', 'cancelled'] as const)('keeps the status %s as the payment', (status) => {
    expect(orderProgress({ ...order, status })).toEqual({ fulfilment: 'shipped', payment: status, paymentMethod: 'bank-transfer', pickup: true });
  });

  it.each(['shipped', 'delivered'] as const)('reads the status %s as paid', (status) => {
    expect(orderProgress({ ...order, status }).payment).toBe('paid');
  });
});

import type { components } from '../../../../openapi/schema.d.ts';

type Order = components['schemas']['Order'];

/** How a fulfilment state's badge looks: done, waiting for staff, or stopped. */
export function fulfilmentTone(state: Order['fulfilment']): 'neutral' | 'good' | 'wait' | 'bad' {
  if (state === 'cancelled' || state === 'refused' || state === 'returned') return 'bad';
  if (state === 'delivered' || state === 'collected') return 'good';
  return state === 'placed' ? 'wait' : 'neutral';
}

export function statusTone(status: Order['status']): 'neutral' | 'good' | 'wait' | 'bad' {
  if (status === 'cancelled') return 'bad';
  if (status === 'paid' || status === 'delivered') return 'good';
  return status === 'awaiting-payment' ? 'wait' : 'neutral';
}

import { useEffect, useState } from 'react';
import type { components } from '../../../../openapi/schema.d.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { listMyOrders } from './api.ts';

export type OrderList = components['schemas']['OrderListResponse']['data'];

/**
 * A page of the signed-in shopper's orders, read in the browser (the orders and payments pages): null
 * while it loads, 'error' when it could not be read; `retry` reads it again.
 */
export function useMyOrders(page: number, pageSize: number): { result: OrderList | 'error' | null; retry: () => void } {
  const { api } = useAppActors();
  const [attempt, setAttempt] = useState(0);
  // What was read, and for which page and try: another page shows loading until its own answer.
  const asked = `${page}:${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; value: OrderList | 'error' } | null>(null);
  useEffect(() => {
    let live = true;
    listMyOrders(api, page, pageSize).then(
      (list) => live && setAnswer({ asked, value: list }),
      () => live && setAnswer({ asked, value: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, page, pageSize, asked]);
  return { result: answer?.asked === asked ? answer.value : null, retry: () => setAttempt((n) => n + 1) };
}

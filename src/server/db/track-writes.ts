import type { PGlite, Transaction } from '@electric-sql/pglite';

const READ = /^\s*select\b/i;

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

/**
 * The PGlite client as Drizzle sees it, telling `onWrite` when a statement that may write completed
 * outside a transaction, or a transaction that wrote committed. Reads say nothing.
 */
export function trackWrites(client: PGlite, onWrite: () => void): PGlite {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query' || property === 'exec') return tracked(target, property, onWrite);
      if (property === 'transaction') {
        return async <T>(work: (tx: Transaction) => Promise<T>) => {
          let wrote = false;
          const result = await target.transaction((tx) => work(new Proxy(tx, { get: (t, p, r) => (p === 'query' || p === 'exec' ? tracked(t, p, () => (wrote = true)) : Reflect.get(t, p, r)) })));
          if (wrote) onWrite();
          return result;
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function tracked(target: Queryable, method: 'query' | 'exec', onWrite: () => void) {
  return async (statement: string, ...rest: unknown[]) => {
    const result = await (target[method] as (s: string, ...r: unknown[]) => Promise<unknown>).call(target, statement, ...rest);
    if (!READ.test(statement)) onWrite();
    return result;
  };
}

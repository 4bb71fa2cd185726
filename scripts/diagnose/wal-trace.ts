// npm run wal-trace: ORDERS orders (10 by default) on the embedded database with the server under
// `strace -f -e trace=…,fsync,fdatasync`: how many answers went out, whether each came after a sync of
// the WAL written before it, and what the syncs cost per order. Exits 1 on an answer before its sync.
import { traceOrders } from '../support/wal-trace.ts';

const ORDERS = Number(process.env.ORDERS ?? 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const trace = await traceOrders(ORDERS);
console.log(`answers traced: ${trace.answers}, orders: ${trace.orders}`);
console.log(`WAL writes: ${trace.walWrites}, WAL syncs: ${trace.walSyncs}`);
console.log(`WAL sync time per order: median ${median(trace.syncMsPerOrder).toFixed(2)} ms, max ${Math.max(...trace.syncMsPerOrder).toFixed(2)} ms`);
console.log(`order time under strace: median ${median(trace.orderMs).toFixed(1)} ms`);
for (const line of trace.unsynced.slice(0, 10)) console.log(`UNSYNCED ${line}`);
if (trace.unsynced.length) {
  console.log(`FAIL ${trace.unsynced.length} answers went out before the WAL under them was on disk`);
  process.exit(1);
}
console.log('every answer came after the WAL written before it was synced');

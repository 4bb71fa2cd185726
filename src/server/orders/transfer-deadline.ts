import { BANK_TRANSFER_DAYS } from './bank-transfers.ts';

/** When a bank-transfer order placed at `placedAt` is cancelled if its transfer has not arrived. */
export function transferDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + BANK_TRANSFER_DAYS * 24 * 60 * 60_000);
}

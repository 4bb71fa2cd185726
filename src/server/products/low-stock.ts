import { sql } from 'drizzle-orm';
import type { Locale } from '../../domain/locale.ts';
import type { Db } from '../db/client.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { lowStockMail } from '../mail/low-stock-mail.ts';

export interface LowStockSize {
  variantId: string;
  productId: string;
  title: string;
  size: string;
  stock: number;
  threshold: number;
}

/** The sizes with fewer units than the threshold staff set for them, the emptiest first; titles in `lang`. */
export async function lowStockSizes(db: Db, lang: Locale): Promise<LowStockSize[]> {
  const result = await db.execute(sql`select v.id as "variantId", v.product_id as "productId", p.name->>${lang} as title, v.size, v.stock, v.low_stock_threshold as threshold
    from variants v join products p on p.id = v.product_id
    where v.stock < v.low_stock_threshold
    order by v.stock::float8 / v.low_stock_threshold, title, v.position`);
  return (result as unknown as { rows: LowStockSize[] }).rows;
}

/** Queues the day's low-stock mail to the shop's address (in French, as its team reads): none when no size is low. */
export async function mailLowStock(db: Db, shopEmail: string, publicUrl: string): Promise<boolean> {
  const sizes = await lowStockSizes(db, 'fr');
  if (!sizes.length) return false;
  await queueMail(db, shopEmail, lowStockMail(sizes, `${publicUrl.replace(/\/$/, '')}/admin/catalogue`));
  return true;
}

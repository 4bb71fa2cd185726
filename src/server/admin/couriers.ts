import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { recordAudit } from './audit.ts';
import type { RequireStaff } from './staff-guard.ts';

type CourierRow = typeof t.couriers.$inferSelect;

const toCourier = (row: CourierRow) => ({ id: row.id, name: row.name, active: row.active });
const nameTaken = () => new ApiError(409, 'CONFLICT', 'A courier already has this name');
const sameName = (name: string) => sql`lower(${t.couriers.name}) = lower(${name})`;

/** The couriers staff ship with (issue 45, item 3): a list they keep themselves, every change audited. */
export function courierHandlers({ db, requireStaff }: { db: Db; requireStaff: RequireStaff }): Handlers {
  return {
    adminListCouriers: async (request) => {
      await requireStaff(request, ['owner', 'staff']);
      const rows = await db.select().from(t.couriers).orderBy(asc(t.couriers.name));
      return { success: true as const, data: { couriers: rows.map(toCourier) } };
    },

    adminCreateCourier: async (request, reply) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const name = request.body.name.trim();
      if (!name) throw new ApiError(400, 'VALIDATION_ERROR', 'Name the courier', [{ field: 'body.name', message: 'Name the courier' }]);
      const courier = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [row] = await tx.insert(t.couriers).values({ name }).onConflictDoNothing().returning();
        if (!row) throw nameTaken();
        await recordAudit(tx, { by: member, action: 'courier.add', subject: row.name, after: toCourier(row) });
        return row;
      });
      return reply.code(201).send({ success: true, data: { courier: toCourier(courier) } });
    },

    adminUpdateCourier: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { courierId } = request.params;
      const name = request.body.name?.trim();
      if (name === '') throw new ApiError(400, 'VALIDATION_ERROR', 'Name the courier', [{ field: 'body.name', message: 'Name the courier' }]);
      const courier = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [before] = await tx.select().from(t.couriers).where(eq(t.couriers.id, courierId)).for('update');
        if (!before) throw notFound('Courier not found');
        if (name && (await tx.select({ id: t.couriers.id }).from(t.couriers).where(and(sameName(name), ne(t.couriers.id, courierId)))).length) throw nameTaken();
        const [after] = await tx
          .update(t.couriers)
          .set({ ...(name && { name }), ...(request.body.active !== undefined && { active: request.body.active }) })
          .where(eq(t.couriers.id, courierId))
          .returning();
        await recordAudit(tx, { by: member, action: 'courier.update', subject: after!.name, before: toCourier(before), after: toCourier(after!) });
        return after!;
      });
      return { success: true as const, data: { courier: toCourier(courier) } };
    },
  };
}

/** The active courier of that id, or a 400 naming the field. */
export async function activeCourier(db: Db, courierId: string | undefined): Promise<CourierRow> {
  const [courier] = courierId ? await db.select().from(t.couriers).where(and(eq(t.couriers.id, courierId), eq(t.couriers.active, true))) : [];
  if (!courier) throw new ApiError(400, 'VALIDATION_ERROR', 'Choose one of the couriers', [{ field: 'body.courierId', message: 'Choose one of the couriers' }]);
  return courier;
}

import { count, desc } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export interface AuditRecord {
  /** The staff member; id null for what the shop did by itself (the card provider's answer, the clock). */
  by: { id: string | null; email: string };
  /** What was done: a dotted name such as staff.invite. */
  action: string;
  subject?: string;
  before?: unknown;
  after?: unknown;
}

/** Writes what a staff member did; given the caller's transaction, it commits or rolls back with the change itself. */
export async function recordAudit(db: Db, { by, action, subject, before, after }: AuditRecord): Promise<void> {
  await db.insert(t.auditLog).values({ staffId: by.id, staffEmail: by.email, action, subject: subject ?? null, before: before ?? null, after: after ?? null });
}

/** One page of the log, newest first. */
export async function auditPage(db: Db, page: number, pageSize: number): Promise<components['schemas']['AuditPageResponse']['data']> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(t.auditLog)
      .orderBy(desc(t.auditLog.at), desc(t.auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(t.auditLog),
  ]);
  return {
    entries: rows.map((row) => ({ id: row.id, staffEmail: row.staffEmail, action: row.action, subject: row.subject, before: row.before, after: row.after, at: row.at.toISOString() })),
    total,
    page,
    pageSize,
    totalPages: Math.ceil(total / pageSize),
  };
}

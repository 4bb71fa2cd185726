import { count, desc } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { components } from '../../../openapi/schema.d.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { RequireStaff } from './staff-guard.ts';

type Lead = components['schemas']['Lead'];
type LeadKind = 'catalogue-requests' | 'contact-messages' | 'newsletter';

/** Each kind's table, newest first, and its rows as leads (what a kind does not have is null). */
const KINDS = {
  'catalogue-requests': {
    table: t.catalogRequests,
    order: [desc(t.catalogRequests.createdAt), desc(t.catalogRequests.id)],
    lead: (r: typeof t.catalogRequests.$inferSelect): Lead => ({ id: r.id, name: r.name, surname: r.surname, email: r.email, phone: r.telephone, message: null, locale: r.locale, createdAt: r.createdAt.toISOString() }),
  },
  'contact-messages': {
    table: t.contactMessages,
    order: [desc(t.contactMessages.createdAt), desc(t.contactMessages.id)],
    lead: (r: typeof t.contactMessages.$inferSelect): Lead => ({ id: r.id, name: r.name, surname: r.surname, email: r.email, phone: r.phone, message: r.message, locale: r.locale, createdAt: r.createdAt.toISOString() }),
  },
  newsletter: {
    table: t.newsletterSubscribers,
    order: [desc(t.newsletterSubscribers.createdAt), desc(t.newsletterSubscribers.email)],
    lead: (r: typeof t.newsletterSubscribers.$inferSelect): Lead => ({ id: r.email, name: null, surname: null, email: r.email, phone: null, message: null, locale: r.locale, createdAt: r.createdAt.toISOString() }),
  },
} as const;

async function leadsOf(db: Db, kind: LeadKind, page?: { page: number; pageSize: number }): Promise<Lead[]> {
  const { table, order, lead } = KINDS[kind];
  const query = db
    .select()
    .from(table)
    .orderBy(...order)
    .$dynamic();
  const rows = page ? await query.limit(page.pageSize).offset((page.page - 1) * page.pageSize) : await query;
  return rows.map((row) => (lead as (r: typeof row) => Lead)(row));
}

const COLUMNS: Record<LeadKind, (keyof Lead)[]> = {
  'catalogue-requests': ['createdAt', 'name', 'surname', 'email', 'phone', 'locale'],
  'contact-messages': ['createdAt', 'name', 'surname', 'email', 'phone', 'locale', 'message'],
  newsletter: ['createdAt', 'email', 'locale'],
};

/**
 * One CSV cell (RFC 4180), always quoted: a spreadsheet that splits on `;` (French Excel) keeps a quoted
 * cell whole. A cell a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return
 * first) gets a quote mark first, and so does a formula sign after a separator or a line break, in
 * case a reader splits the cell there anyway.
 */
function cell(value: string | null): string {
  const text = (value ?? '').replace(/^([=+\-@\t\r])/, "'$1").replace(/([,;\t\r\n] *)([=+\-@])/g, "$1'$2");
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(kind: LeadKind, leads: Lead[]): string {
  const columns = COLUMNS[kind];
  const lines = [columns.map(cell).join(','), ...leads.map((lead) => columns.map((column) => cell(lead[column])).join(','))];
  // The byte order mark makes spreadsheets read UTF-8 (accents, Arabic names) as such.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The shop's leads for staff (issue 22, item 5): catalogue requests, contact messages, newsletter addresses; a page, or all as CSV. */
export function leadHandlers({ db, requireStaff }: { db: Db; requireStaff: RequireStaff }): Handlers {
  return {
    adminListLeads: async (request) => {
      await requireStaff(request, ['owner', 'staff']);
      const { kind } = request.params;
      const { page = 1, pageSize = 50 } = request.query;
      const [leads, [{ total } = { total: 0 }]] = await Promise.all([leadsOf(db, kind, { page, pageSize }), db.select({ total: count() }).from(KINDS[kind].table)]);
      return { success: true as const, data: { leads, total, page, pageSize, totalPages: Math.ceil(total / pageSize) } };
    },

    adminExportLeads: async (request, reply: FastifyReply) => {
      await requireStaff(request, ['owner', 'staff']);
      const { kind } = request.params;
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(toCsv(kind, await leadsOf(db, kind)));
    },
  };
}

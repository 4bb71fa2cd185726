// Issue 22, item 5: catalogue requests, contact messages and newsletter addresses are listed for
// staff, and exported as CSV a spreadsheet opens as it should (UTF-8, no formula run from a cell).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let staff: Who;
let clients = 0;

const send = async (url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: `10.24.0.${++clients}` });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

beforeAll(async () => {
  app = await startTestApp();
  staff = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  await send('/catalog-requests', { name: 'Amina', surname: 'Bennani', email: 'amina@example.ma', telephone: '+212661234567', locale: 'fr' });
  await send('/catalog-requests', { name: 'يوسف', surname: 'العلوي', email: 'youssef@example.ma', telephone: '+212662345678', locale: 'ar' });
  await send('/contact', { name: 'Sarah', surname: 'Miller', email: 'sarah@example.com', phone: '+33612345678', message: '=HYPERLINK("http://example.com")\nDeuxième ligne, avec "guillemets"', locale: 'en' });
  await send('/newsletter', { email: 'lecteur@example.ma' });
  // What a probe sent (issue 46): harmless to a comma split, a formula to French Excel's `;` split.
  await send('/contact', { name: 'Probe', surname: 'Test', email: 'probe@example.com', phone: '+33612345679', message: ';=1+1', locale: 'fr' });
});
afterAll(async () => {
  await stopTestApp(app);
});

const page = async (kind: string, query = '') => {
  const response = await app.inject({ url: `/api/admin/leads/${kind}${query}`, headers: staff });
  expect(response.statusCode, response.body).toBe(200);
  return json<S['LeadPageResponse']>(response).data;
};

describe('staff read the shop’s leads', () => {
  it('lists each kind, newest first, a page at a time', async () => {
    const requests = await page('catalogue-requests');
    expect(requests.leads.map((l) => [l.name, l.surname, l.email, l.phone, l.locale])).toEqual([
      ['يوسف', 'العلوي', 'youssef@example.ma', '+212662345678', 'ar'],
      ['Amina', 'Bennani', 'amina@example.ma', '+212661234567', 'fr'],
    ]);
    expect(await page('catalogue-requests', '?pageSize=1&page=2')).toMatchObject({ total: 2, totalPages: 2, leads: [{ email: 'amina@example.ma' }] });
    expect((await page('contact-messages')).leads[1]).toMatchObject({ email: 'sarah@example.com', message: expect.stringContaining('Deuxième ligne') });
    expect((await page('newsletter')).leads).toEqual([expect.objectContaining({ email: 'lecteur@example.ma', name: null, phone: null })]);
    expect((await app.inject({ url: '/api/admin/leads/prospects', headers: staff })).statusCode).toBe(400);
  });

  it('exports them as CSV: UTF-8 with a byte order mark, every cell quoted, formulas defused', async () => {
    const response = await app.inject({ url: '/api/admin/leads/contact-messages/export', headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, probe, row] = response.body.slice(1).split('\r\n');
    expect(header).toBe('"createdAt","name","surname","email","phone","locale","message"');
    expect(row).toMatch(/^"\d{4}-\d{2}-\d{2}T[\d:.]+Z","Sarah","Miller","sarah@example.com","'\+33612345678","en","'=HYPERLINK\(""http:\/\/example.com""\)\nDeuxième ligne, avec ""guillemets"""$/);
    // `;=1+1` is text, whichever way the line is read: quoted whole, and its `=` defused should a
    // reader split on `;` regardless of the quotes.
    expect(probe).toMatch(/^"\d{4}-[^"]+","Probe","Test","probe@example.com","'\+33612345679","fr",";'=1\+1"$/);
    for (const separator of [',', ';']) for (const piece of probe!.split(separator)) expect(piece.replace(/^"/, ''), `split on ${separator}`).not.toMatch(/^\s*[=+\-@]/);

    const arabic = await app.inject({ url: '/api/admin/leads/catalogue-requests/export', headers: staff });
    expect(arabic.body).toContain('"يوسف","العلوي","youssef@example.ma"');
    // A phone number's leading + is a formula sign to a spreadsheet: kept as text.
    expect(arabic.body).toContain(`"'+212662345678"`);
  });
});

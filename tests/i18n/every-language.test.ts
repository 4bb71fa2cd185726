// Every text group of src/i18n has, in English and in Arabic, every text the French has and no other
// (the shop's own texts, with their plural forms, are checked in shop-keys.test.ts). A function text
// ({name} => `Bonjour ${name},`) must take as many values in each language.
import { describe, expect, it } from 'vitest';
import arAudit from '../../src/i18n/ar/admin-audit.ts';
import arCustomers from '../../src/i18n/ar/admin-customers.ts';
import arFigures from '../../src/i18n/ar/admin-figures.ts';
import arAdmin from '../../src/i18n/ar/admin.ts';
import arPdf from '../../src/i18n/ar/catalogue-pdf.ts';
import arHome from '../../src/i18n/ar/home.ts';
import arServer from '../../src/i18n/ar/server.ts';
import enAudit from '../../src/i18n/en/admin-audit.ts';
import enCustomers from '../../src/i18n/en/admin-customers.ts';
import enFigures from '../../src/i18n/en/admin-figures.ts';
import enAdmin from '../../src/i18n/en/admin.ts';
import enHome from '../../src/i18n/en/home.ts';
import enServer from '../../src/i18n/en/server.ts';
import frAudit from '../../src/i18n/fr/admin-audit.ts';
import frCustomers from '../../src/i18n/fr/admin-customers.ts';
import frFigures from '../../src/i18n/fr/admin-figures.ts';
import frAdmin from '../../src/i18n/fr/admin.ts';
import frPdf from '../../src/i18n/fr/catalogue-pdf.ts';
import frHome from '../../src/i18n/fr/home.ts';
import frServer from '../../src/i18n/fr/server.ts';
import { CONTENT_PAGES } from '../../src/i18n/content-pages.ts';

/** Each text's path, with what it is: a text, a function of n values, or a list of n entries. */
function shape(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [`${prefix} text`];
  if (typeof tree === 'number') return [`${prefix} number`];
  if (typeof tree === 'function') return [`${prefix} function of ${tree.length}`];
  if (Array.isArray(tree)) return [`${prefix} list of ${tree.length}`, ...tree.flatMap((item, i) => shape(item, `${prefix}[${i}]`))];
  return Object.entries(tree as object).flatMap(([key, value]) => shape(value, prefix ? `${prefix}.${key}` : key));
}

const GROUPS: [string, unknown, unknown, unknown][] = [
  ['back office', frAdmin, enAdmin, arAdmin],
  ['back office figures', frFigures, enFigures, arFigures],
  ['back office customers', frCustomers, enCustomers, arCustomers],
  ['back office audit sentences', frAudit, enAudit, arAudit],
  ['home page', frHome, enHome, arHome],
  ['server (mails, error page, card checkout)', frServer, enServer, arServer],
  ...Object.entries(CONTENT_PAGES).map(([name, page]): [string, unknown, unknown, unknown] => [`${name} page`, page.fr, page.en, page.ar]),
];

describe('every language', () => {
  it.each(GROUPS)('has every text of the %s', (_group, fr, en, ar) => {
    expect(shape(en)).toEqual(shape(fr));
    expect(shape(ar)).toEqual(shape(fr));
  });

  it('has every text of the PDF catalogue in both its languages', () => {
    expect(shape(arPdf)).toEqual(shape(frPdf));
  });

  it('sees a missing text and a function that takes fewer values', () => {
    const { lead: _lead, ...withoutLead } = frServer.orderMail;
    expect(shape({ ...frServer, orderMail: withoutLead })).not.toEqual(shape(frServer));
    expect(shape({ ...frServer, deliveryNotServed: (method: string) => method })).not.toEqual(shape(frServer));
  });
});

import { and, eq, ne, sql } from 'drizzle-orm';
import type { Catalogue } from '../products/catalogue.ts';
import type { Database, Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { type CatalogLocale, type CataloguePdfInput, cataloguePdfInput } from './catalogue-pdf-input.ts';

interface Made {
  version: string;
  generatedAt: Date;
  pdf: Buffer;
}

/** Advisory lock keys, one per language: the server holding one builds that PDF while the others wait. */
const BUILD_LOCK: Record<CatalogLocale, number> = { fr: 4_711_011, ar: 4_711_012 };

/**
 * Goes up when the PDF's layout changes (2: the TTC column), so a PDF stored by an older server is made
 * again. A hex digit before the catalogue's version: the file's URL carries the version as hex.
 */
const LAYOUT = '2';

/**
 * The PDF catalogues, made from the live catalogue on first request and again whenever what they show
 * changes, once across every server on the database: the PDF is stored in catalogue_pdfs under its
 * version, and kept in each server's memory in between. One making at a time per language. A making
 * that fails stores nothing: the next request tries again.
 */
export class CatalogueFiles {
  private readonly made = new Map<CatalogLocale, Made>();
  private readonly making = new Map<CatalogLocale, Promise<Made>>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly build: (input: CataloguePdfInput) => Promise<Buffer>,
    private readonly database: Pick<Database, 'db' | 'kind'>,
  ) {}

  async current(locale: CatalogLocale): Promise<Made> {
    // The PDF shows prices and whether each size is in stock, never how many (catalogue-pdf-input.ts):
    // keyed by shownVersion, a unit sold does not make it again; a price or a size running out does.
    const version = `${LAYOUT}${await this.catalogue.shownVersion()}`;
    const made = this.made.get(locale);
    if (made?.version === version) return made;
    let making = this.making.get(locale);
    if (!making) {
      making = this.stored(locale, version)
        .then((result) => {
          this.made.set(locale, result);
          return result;
        })
        .finally(() => this.making.delete(locale));
      this.making.set(locale, making);
    }
    return making;
  }

  /** This version's PDF from the table, made and stored there first by whichever server asks first. */
  private async stored(locale: CatalogLocale, version: string): Promise<Made> {
    const { db, kind } = this.database;
    const found = await this.read(db, locale, version);
    if (found) return found;
    // PGlite serves one server (this.making is lock enough) and runs no other query while a transaction
    // is open: no transaction held across the build there.
    if (kind === 'pglite') return this.make(db, locale, version);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(${BUILD_LOCK[locale]})`);
      return (await this.read(tx, locale, version)) ?? this.make(tx, locale, version);
    });
  }

  private async read(db: Db, locale: CatalogLocale, version: string): Promise<Made | undefined> {
    const [row] = await db
      .select({ generatedAt: t.cataloguePdfs.generatedAt, pdf: t.cataloguePdfs.pdf })
      .from(t.cataloguePdfs)
      .where(and(eq(t.cataloguePdfs.locale, locale), eq(t.cataloguePdfs.version, version)));
    return row && { version, ...row };
  }

  private async make(db: Db, locale: CatalogLocale, version: string): Promise<Made> {
    const generatedAt = new Date();
    const pdf = await this.build(cataloguePdfInput(await this.catalogue.snapshot(), locale, generatedAt));
    await db.transaction(async (tx) => {
      // One version per language is kept: the older ones are of no use to any server.
      await tx.delete(t.cataloguePdfs).where(and(eq(t.cataloguePdfs.locale, locale), ne(t.cataloguePdfs.version, version)));
      await tx.insert(t.cataloguePdfs).values({ locale, version, generatedAt, pdf });
    });
    return { version, generatedAt, pdf };
  }
}

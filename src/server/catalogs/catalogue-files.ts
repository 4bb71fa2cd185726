import type { Catalogue } from '../catalogue/catalogue.ts';
import { type CatalogLocale, type CataloguePdfInput, cataloguePdfInput } from './catalogue-pdf-input.ts';

interface Made {
  version: string;
  generatedAt: Date;
  pdf: Buffer;
}

/**
 * The PDF catalogues, made from the live catalogue on first request and again whenever the catalogue
 * changes; one making at a time per language, kept in memory in between. A making that fails is
 * forgotten: the next request tries again.
 */
export class CatalogueFiles {
  private readonly made = new Map<CatalogLocale, Made>();
  private readonly making = new Map<CatalogLocale, Promise<Made>>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly build: (input: CataloguePdfInput) => Promise<Buffer>,
  ) {}

  async current(locale: CatalogLocale): Promise<Made> {
    const version = await this.catalogue.version();
    const made = this.made.get(locale);
    if (made?.version === version) return made;
    let making = this.making.get(locale);
    if (!making) {
      making = (async () => {
        const generatedAt = new Date();
        const pdf = await this.build(cataloguePdfInput(await this.catalogue.snapshot(), locale, generatedAt));
        const result = { version, generatedAt, pdf };
        this.made.set(locale, result);
        return result;
      })().finally(() => this.making.delete(locale));
      this.making.set(locale, making);
    }
    return making;
  }
}

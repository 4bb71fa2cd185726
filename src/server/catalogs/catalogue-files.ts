import type { Catalogue } from '../catalogue/catalogue.ts';
import { catalogueToPdf } from './catalogue-pdf.ts';

interface Made {
  version: string;
  generatedAt: Date;
  pdf: Buffer;
}

/**
 * The PDF catalogues, made from the live catalogue on first request and again whenever the catalogue
 * changes; one making at a time per language, kept in memory in between.
 */
export class CatalogueFiles {
  private readonly made = new Map<'fr' | 'ar', Made>();
  private readonly making = new Map<'fr' | 'ar', Promise<Made>>();

  constructor(private readonly catalogue: Catalogue) {}

  async current(locale: 'fr' | 'ar'): Promise<Made> {
    const version = await this.catalogue.version();
    const made = this.made.get(locale);
    if (made?.version === version) return made;
    let making = this.making.get(locale);
    if (!making) {
      making = (async () => {
        const generatedAt = new Date();
        const pdf = await catalogueToPdf(await this.catalogue.snapshot(), locale, generatedAt);
        const result = { version, generatedAt, pdf };
        this.made.set(locale, result);
        return result;
      })().finally(() => this.making.delete(locale));
      this.making.set(locale, making);
    }
    return making;
  }
}

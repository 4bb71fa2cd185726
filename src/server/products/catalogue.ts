import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { CompressedAnswer } from './compressed-answer.ts';
import { type CatalogueSnapshot, loadSnapshot } from './snapshot.ts';

const MAX_CACHED_ANSWERS = 2000;
/** Their JSON's bytes, past which they start afresh too (their compressed forms add about a fifth). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * The catalogue as the API serves it: loaded once, kept in memory, re-read in the background when
 * older than the TTL (another server may have written) and at once when this server writes.
 * Answers are cached encoded per query, for as long as the data they came from is unchanged.
 */
export class Catalogue {
  private current: CatalogueSnapshot | undefined;
  private loadedAt = 0;
  private loading: Promise<CatalogueSnapshot> | undefined;
  private answers = new Map<string, CompressedAnswer>();
  private answerBytes = 0;
  private digest = '';
  private shownDigest = '';

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  async snapshot(): Promise<CatalogueSnapshot> {
    if (!this.current) return this.reload();
    if (Date.now() - this.loadedAt > this.ttlMs) void this.reload().catch(() => {});
    return this.current;
  }

  /** The version of the data: it changes whenever a product, price or stock does. */
  async version(): Promise<string> {
    await this.snapshot();
    return this.digest;
  }

  /**
   * The version of what the pages show: it changes with a product, a price, or a size going in or out
   * of stock, not with every unit sold (a page says whether a size is in stock, never how many; every
   * purchase checks the stock again). The server's page cache keeps its pages as long as this holds.
   */
  async shownVersion(): Promise<string> {
    await this.snapshot();
    return this.shownDigest;
  }

  /** Call after writing products, variants or stock. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  /** Reads the catalogue again now, after a read already under way (it may predate a write): the next answer shows the write. */
  async refresh(): Promise<void> {
    await this.loading?.catch(() => {});
    this.loadedAt = 0;
    await this.reload();
  }

  private reload(): Promise<CatalogueSnapshot> {
    this.loading ??= loadSnapshot(this.db)
      .then((snapshot) => {
        this.loadedAt = Date.now();
        // Unchanged data keeps its answers (and their compressed forms); changed data starts afresh.
        const digest = createHash('sha1').update(JSON.stringify(snapshot.products)).digest('hex');
        if (digest !== this.digest || !this.current) {
          this.current = snapshot;
          this.digest = digest;
          const inStockOnly = (key: string, value: unknown) => (key === 'stock' && typeof value === 'number' ? value > 0 : value);
          this.shownDigest = createHash('sha1').update(JSON.stringify(snapshot.products, inStockOnly)).digest('hex');
          this.answers = new Map();
          this.answerBytes = 0;
        }
        return this.current;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** The JSON answer for key, computed once per version of the catalogue. */
  async answer(key: string, compute: (snapshot: CatalogueSnapshot) => unknown): Promise<CompressedAnswer> {
    const snapshot = await this.snapshot();
    const answers = this.answers;
    const cached = answers.get(key);
    if (cached !== undefined) return cached;
    const answer = CompressedAnswer.of(compute(snapshot));
    if (answers.size >= MAX_CACHED_ANSWERS || this.answerBytes + answer.identity.length > MAX_ANSWER_BYTES) {
      answers.clear();
      this.answerBytes = 0;
    }
    answers.set(key, answer);
    this.answerBytes += answer.identity.length;
    return answer;
  }
}

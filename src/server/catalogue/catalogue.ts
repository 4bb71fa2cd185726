import type { Db } from '../db/client.ts';
import { type CatalogueSnapshot, loadSnapshot } from './snapshot.ts';

const MAX_CACHED_ANSWERS = 2000;

/**
 * The catalogue as the API serves it: loaded once, kept in memory, re-read in the background when
 * older than the TTL (another server may have written) and at once when this server writes.
 * Answers are cached as encoded JSON per query, for as long as the snapshot they came from.
 */
export class Catalogue {
  private current: CatalogueSnapshot | undefined;
  private loadedAt = 0;
  private loading: Promise<CatalogueSnapshot> | undefined;
  private answers = new Map<string, Buffer>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  async snapshot(): Promise<CatalogueSnapshot> {
    if (!this.current) return this.reload();
    if (Date.now() - this.loadedAt > this.ttlMs) void this.reload().catch(() => {});
    return this.current;
  }

  /** Call after writing products, variants or stock. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private reload(): Promise<CatalogueSnapshot> {
    this.loading ??= loadSnapshot(this.db)
      .then((snapshot) => {
        this.current = snapshot;
        this.loadedAt = Date.now();
        this.answers = new Map();
        return snapshot;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** The JSON answer for key, computed once per snapshot. */
  async answer(key: string, compute: (snapshot: CatalogueSnapshot) => unknown): Promise<Buffer> {
    const snapshot = await this.snapshot();
    const answers = this.answers;
    const cached = answers.get(key);
    if (cached !== undefined) return cached;
    // Kept encoded: the hot path sends bytes without serialising or encoding again.
    const json = Buffer.from(JSON.stringify(compute(snapshot)));
    if (answers.size >= MAX_CACHED_ANSWERS) answers.clear();
    answers.set(key, json);
    return json;
  }
}

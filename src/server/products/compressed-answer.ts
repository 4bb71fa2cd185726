import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SHARED_API_CACHE_CONTROL, unchanged, weakTag } from '../http/shared-cache.ts';
import { addVary } from '../http/vary.ts';
import { ownBuffer } from '../lib/own-buffer.ts';

// Fast levels: an answer is compressed on the event loop once per query and catalogue version (each
// order makes a new version). A 28 KB listing: brotli 5 takes 0.7 ms for 5,441 B, 9 takes 10-23 ms
// for 5,379 B; gzip 6 is 1.6 % larger than 9. An answer asked again is not upgraded: even brotli 11
// (50 ms, 9 % smaller) would save no round trip, both fitting the first TCP window (~14 KB).
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * A JSON answer kept encoded, with its brotli and gzip forms made on first demand: the hot catalogue
 * paths send bytes without serialising, encoding or compressing again. Each is the same for every
 * shopper (the catalogue's reads, never anything personal): shared caches may keep it, and its
 * validator is its own bytes' hash, so a caller holding it gets a 304. The compressed forms are kept
 * in buffers of their own size (zlib's is a slice of 64 KB).
 */
export class CompressedAnswer {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;
  private tag: string | undefined;

  constructor(readonly identity: Buffer) {}

  static of(value: unknown): CompressedAnswer {
    return new CompressedAnswer(ownBuffer(JSON.stringify(value)));
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    addVary(reply.type('application/json; charset=utf-8'), 'accept-encoding');
    this.tag ??= weakTag(this.identity);
    reply.header('etag', this.tag).header('cache-control', SHARED_API_CACHE_CONTROL);
    if (unchanged(request.headers['if-none-match'], this.tag)) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (this.identity.length >= 1024 && /\bbr\b/.test(accepted)) {
      this.br ??= ownBuffer(
        brotliCompressSync(this.identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length },
        }),
      );
      return reply.header('content-encoding', 'br').send(this.br);
    }
    if (this.identity.length >= 1024 && /\bgzip\b/.test(accepted)) {
      this.gzip ??= ownBuffer(gzipSync(this.identity, { level: GZIP_LEVEL }));
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.identity);
  }
}

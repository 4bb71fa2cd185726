import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer kept encoded, with its brotli and gzip forms made on first demand: the hot catalogue
 * paths send bytes without serialising, encoding or compressing again.
 */
export class EncodedAnswer {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly identity: Buffer) {}

  static of(value: unknown): EncodedAnswer {
    return new EncodedAnswer(Buffer.from(JSON.stringify(value)));
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (this.identity.length >= 1024 && /\bbr\b/.test(accepted)) {
      this.br ??= brotliCompressSync(this.identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length },
      });
      return reply.header('content-encoding', 'br').send(this.br);
    }
    if (this.identity.length >= 1024 && /\bgzip\b/.test(accepted)) {
      this.gzip ??= gzipSync(this.identity, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.identity);
  }
}

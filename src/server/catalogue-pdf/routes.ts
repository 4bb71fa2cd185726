import type { FastifyBaseLogger } from 'fastify';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { clientKey, type Limits } from '../plugins/external/rate-limit.ts';
import { ApiError } from '../errors.ts';
import { requiredText } from '../http/required-text.ts';
import type { CatalogueFiles } from './catalogue-files.ts';
import type { CatalogLocale } from './catalogue-pdf-input.ts';

const FILE_NAME = { fr: 'catalogue-huileries-du-saiss.pdf', ar: 'catalogue-huileries-du-saiss-ar.pdf' } as const;

/** The PDF catalogue (where to get it, and the file) and the leads of those who ask for it. */
export function catalogHandlers(files: CatalogueFiles, db: Db, limits: Limits): Handlers {
  const requestsByClient = limits('catalogue-requests.requestsByClient', 20, 60 * 60_000);
  // A PDF that could not be made is said so, in the envelope; the next request makes it again.
  const madeFor = (locale: CatalogLocale, log: FastifyBaseLogger) =>
    files.current(locale).catch((error: unknown) => {
      log.error({ err: error }, 'PDF catalogue not made');
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The PDF catalogue could not be made just now; try again in a moment');
    });
  return {
    getCatalog: async (request) => {
      const { locale } = request.params;
      const made = await madeFor(locale, request.log);
      return {
        success: true as const,
        data: { url: `/api/catalogs/${locale}/file?v=${made.version.slice(0, 16)}`, locale, generatedAt: made.generatedAt.toISOString() },
      };
    },

    getCatalogFile: async (request, reply) => {
      const { locale } = request.params;
      const made = await madeFor(locale, request.log);
      // The URL of this version never changes: cache it for good; without a version, ask each time.
      const current = request.query.v !== undefined && made.version.startsWith(request.query.v) && request.query.v.length >= 8;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${FILE_NAME[locale]}"`)
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(made.pdf);
    },

    createCatalogRequest: async (request, reply) => {
      await requestsByClient.hit(request, clientKey(request));
      const body = request.body;
      await db.insert(t.catalogRequests).values({
        name: requiredText(body.name, 'body.name'),
        surname: requiredText(body.surname, 'body.surname'),
        email: body.email.trim().toLowerCase(),
        telephone: body.telephone,
        locale: body.locale ?? 'fr',
      });
      return reply.code(201).send({ success: true, message: 'Catalogue request recorded' });
    },
  };
}

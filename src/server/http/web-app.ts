import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract/register.ts';
import { errorBody } from '../errors.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every other page path so the
 * client router takes over. Unknown /api paths answer the error envelope instead.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = webDir !== undefined && existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith(`${API_PREFIX}?`)) {
      return reply.code(404).send(errorBody('NOT_FOUND', `No API call answers ${request.method} ${request.url.split('?')[0]}`));
    }
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

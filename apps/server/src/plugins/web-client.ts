import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendApiNotFound } from './errors';

// Uploaded files are not client routes either: a missing one is a 404, not the app shell.
const API_PREFIXES = [
  '/api/',
  '/api?',
  '/metrics',
  '/healthz',
  '/readyz',
  '/ws',
  '/uploads/',
  '/uploads?',
];

function isApiPath(url: string): boolean {
  return (
    url === '/api' || url === '/uploads' || API_PREFIXES.some((prefix) => url.startsWith(prefix))
  );
}

/**
 * Serves the built client and answers every other GET with index.html so client-side routes
 * work on reload; API paths never fall through to the client.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; browsers get those, not the raw text.
      preCompressed: true,
      // Our own Cache-Control only: send's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those can be cached for good.
        reply.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'no built web client found; run `npm run build` to serve it');
  }

  // The landing page has a prerendered copy (see apps/web/scripts/prerender.tsx), so its
  // content paints before the JavaScript runs; every other route gets the empty shell.
  if (hasClient && existsSync(path.join(distDir, 'landing.html'))) {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('landing.html'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (
      isApiPath(request.url) ||
      !hasClient ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendApiNotFound(request, reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

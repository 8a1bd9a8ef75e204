import { findBadText, type BadTextField } from '@quizarena/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { AppError } from '../lib/app-error';

const BAD_ENCODING = 'Must be valid UTF-8 percent-encoding';

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Query-string pairs whose percent-encoding is not UTF-8 (a lone surrogate's bytes, say): the
 * parser would keep them as raw text, so they are caught from the URL itself.
 */
function badQueryEncoding(url: string): BadTextField[] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  return url
    .slice(start + 1)
    .split('&')
    .flatMap((pair) => {
      const split = pair.indexOf('=');
      const key = decodes(split < 0 ? pair : pair.slice(0, split));
      const value = split < 0 ? '' : decodes(pair.slice(split + 1));
      if (key === null)
        return [{ field: 'querystring', message: `A field name: ${BAD_ENCODING.toLowerCase()}` }];
      return value === null ? [{ field: `querystring.${key}`, message: BAD_ENCODING }] : [];
    });
}

/**
 * Refuses, for every route at once, a request whose body, query string or path parameters
 * hold a control character or invalid Unicode anywhere: 400 VALIDATION_FAILED naming each
 * field (`body.email`). It runs before schema validation, so no route can forget it and no
 * such value reaches a service, the database or a log line.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const details = [
      ...findBadText(request.params, 'params'),
      ...badQueryEncoding(request.url),
      ...findBadText(request.query, 'querystring'),
      ...findBadText(request.body, 'body'),
    ];
    if (details.length === 0) return;
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      [...new Set(details.map((detail) => `${detail.field}: ${detail.message}`))].join('; '),
      { details },
    );
  });
}

/**
 * Fastify's answer to a path it cannot decode (invalid UTF-8 in a path parameter), in our
 * error shape, naming the path parameters and never echoing the path. Other framework errors
 * go on to the error handler.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code !== 'FST_ERR_BAD_URL') {
    reply.send(error);
    return;
  }
  const message = `params: ${BAD_ENCODING}`;
  reply.code(400).send({
    message,
    error: STATUS_CODES[400],
    code: 'VALIDATION_FAILED',
    details: [{ field: 'params', message: BAD_ENCODING }],
  });
}

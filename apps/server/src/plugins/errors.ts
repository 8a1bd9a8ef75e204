import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@quizarena/contracts';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import type { ServerI18n } from '../lib/i18n';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function bodyOf(
  statusCode: number,
  code: string,
  message: string,
  details?: ErrorBody['details'],
): ErrorBody {
  return {
    message,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    ...(details ? { details } : {}),
  };
}

const UNKNOWN_FIELD = 'is not an allowed field';

type ValidationIssue = { instancePath?: string; message?: string; params?: { keys?: string[] } };

/** One detail per failing field; an unknown key is named itself rather than its parent. */
function issueDetails(
  context: string,
  issue: ValidationIssue,
): { field: string; message: string }[] {
  const base = [context, ...(issue.instancePath ?? '').split('/').filter(Boolean)];
  const keys = issue.params?.keys;
  if (keys?.length) {
    return keys.map((key) => ({
      field: [...base, key].join('.'),
      message: UNKNOWN_FIELD,
    }));
  }
  return [{ field: base.join('.'), message: issue.message ?? 'is invalid' }];
}

/**
 * One error shape for the whole API (`message`, `error`, `code`), no stack traces, and a JSON
 * 404 for unknown API paths. Validation errors name each failing field.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  i18n: ServerI18n,
  onUnknownFields: (request: FastifyRequest, fields: string[]) => void = () => {},
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Texts follow the reader's language (Accept-Language, which the web client sets to the
    // language it shows); codes and field names never change, so programs can rely on them.
    const locale = i18n.negotiate(request.headers['accept-language']);
    const body = (status: number, code: string, message: string, details?: ErrorBody['details']) =>
      bodyOf(
        status,
        code,
        i18n.message(locale, message, code),
        details?.map((detail) => ({ ...detail, message: i18n.detail(locale, detail.message) })),
      );
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'request';
      const details = (error.validation as ValidationIssue[]).flatMap((issue) =>
        issueDetails(context, issue),
      );
      const shown = details.map((detail) => ({
        ...detail,
        message: i18n.detail(locale, detail.message),
      }));
      const summary = shown.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
      request.log.info({ details }, 'request refused by validation');
      const unknown = details
        .filter((detail) => detail.message === UNKNOWN_FIELD)
        .map((detail) => detail.field);
      // Unknown keys are how mass assignment is attempted: keep a record of who sent them.
      if (unknown.length > 0) onUnknownFields(request, unknown);
      return reply.code(400).send(bodyOf(400, 'VALIDATION_FAILED', summary, shown));
    }
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.options.retryAfterSeconds));
      }
      return reply
        .code(error.statusCode)
        .send(body(error.statusCode, error.code, error.message, error.options.details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'answer did not match its schema');
      return reply.code(500).send(body(500, 'INTERNAL_ERROR', 'Internal server error'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): their
      // messages are safe and specific.
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      return reply.code(status).send(body(status, code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    const code = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send(
        body(
          status === 503 ? 503 : 500,
          code,
          status === 503 ? 'Service unavailable' : 'Internal server error',
        ),
      );
  });
}

/** The JSON 404 answer for an API path nobody serves. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { statusCode, code, message } = AppError.noRoute(request.method, request.url);
  return reply.code(statusCode).send(bodyOf(statusCode, code, message));
}

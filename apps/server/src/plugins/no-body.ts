import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { AppError } from '../lib/app-error';

/** Methods whose bodies Fastify parses. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const MUST_BE_EMPTY = 'must be empty: this operation takes no body';

/** Nothing, an empty text or an empty JSON object (`{}`, which clients send for "no fields"). */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return (
    typeof body === 'object' &&
    Object.getPrototypeOf(body) === Object.prototype &&
    Object.keys(body).length === 0
  );
}

const refuseBody: preValidationHookHandler = async (request: FastifyRequest) => {
  if (!isEmptyBody(request.body)) {
    throw new AppError(400, 'VALIDATION_FAILED', `body: ${MUST_BE_EMPTY}`, {
      details: [{ field: 'body', message: MUST_BE_EMPTY }],
    });
  }
};

/**
 * Every route whose schema declares no body refuses one with a 400 naming `body`, as strict
 * schemas refuse unknown keys: a body nobody reads is a client's mistake (or a probe), and
 * accepting it silently hides that. Registered once, before the routes, so no route can forget.
 */
export function refuseUnexpectedBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.schema?.body !== undefined || !methods.some((method) => BODY_METHODS.has(method))) {
      return;
    }
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseBody];
  });
}

import type { ErrorCode, FieldIssue } from '@quizarena/contracts';

export type AppErrorOptions = {
  /** Fields at fault, as `body.email`, shown in the answer's `details`. */
  details?: FieldIssue[];
  /** Sent as the Retry-After header (429 and 503). */
  retryAfterSeconds?: number;
};

/** The one error type services throw: a stable code, an HTTP status and a user-safe message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  /** The answer for a path nobody serves, the same as the router's own 404. */
  static noRoute(method: string, url: string): AppError {
    return new AppError(404, 'NOT_FOUND', `Route ${method} ${url.split('?')[0]} not found`);
  }

  static conflict(code: string, message: string): AppError {
    return new AppError(409, code, message);
  }

  static forbidden(message = 'Forbidden'): AppError {
    return new AppError(403, 'FORBIDDEN', message);
  }

  static unauthorized(message = 'Authentication required'): AppError {
    return new AppError(401, 'UNAUTHORIZED', message);
  }

  /** A 400 for one field that passed the schema but broke a rule (an age band, say). */
  static validation(field: string, message: string): AppError {
    return new AppError(400, 'VALIDATION_FAILED', message, { details: [{ field, message }] });
  }
}

/**
 * What may reach the log. Logs travel further than the database (shippers, dashboards, support
 * tickets), so they never carry what unlocks an account or identifies a person: no request
 * bodies, no Authorization or Cookie headers, no query strings (socket tickets travel there),
 * and no parameters or values of a failed query (a password hash, say). A request's lines are
 * tied together by its request id (`reqId`) instead.
 */

type LoggedRequest = {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

/** The URL without its query string: tokens and tickets travel there. */
export function pathOnly(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** PostgreSQL (pg, PGlite) errors: a SQLSTATE code and a severity; their text may quote values. */
function isDatabaseError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** Drizzle's wrapper carries the SQL and its parameters, in its message and in properties. */
function isQueryError(error: Error): boolean {
  return 'params' in error || 'query' in error || error.constructor.name === 'DrizzleQueryError';
}

/** Stack frames only: the first line of a stack repeats the message. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim());

/**
 * An error as the log keeps it: its class and code; message and stack frames unless it came
 * from the database, whose messages quote the failed query's parameters or values. Causes are
 * summarised the same way.
 */
export function errorSummary(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fromDatabase = isQueryError(error) || isDatabaseError(error);
  const code = (error as { code?: unknown }).code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  return {
    type: error.constructor.name === 'Error' ? error.name : error.constructor.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(fromDatabase ? {} : { message: error.message }),
    stack: framesOf(error).slice(0, 12),
    ...(error.cause !== undefined && depth < 3
      ? { cause: errorSummary(error.cause, depth + 1) }
      : {}),
  };
}

/** Pino serializers: requests by method and path, errors by `errorSummary`. */
export const safeSerializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: pathOnly(request.url),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: unknown) => errorSummary(error),
};

/** Belt and braces for anything logged by hand under these names. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  'password',
  'token',
  'ticket',
  'refreshToken',
  'accessToken',
];

/**
 * The app's logger options with the serializers and redaction above; `false` stays off.
 * Options given (a level, a test's stream) are kept, the safety parts are not replaceable.
 */
export function withSafeLogging(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const given = logger === true ? {} : logger;
  return {
    ...given,
    serializers: safeSerializers,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { signUp, signUpStaff } from './test/auth-helpers';
import { buildTestApp, type TestApp } from './test/build-test-app';

type Operation = { method: string; path: string; hasBody: boolean };

/** Battery row "api fuzz": junk to every documented operation never answers 5xx or leaks a stack. */
describe('every API operation under generated bad input', () => {
  let app: TestApp;
  let operations: Operation[];
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp();
    headers = (await signUp(app)).headers;
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        hasBody: operation.requestBody !== undefined,
      })),
    );
  });
  afterAll(() => app.close());

  it('covers the operations it should', () => {
    expect(operations.length).toBeGreaterThan(15);
    expect(operations).toContainEqual({
      method: 'POST',
      path: '/api/auth/register',
      hasBody: true,
    });
  });

  it('answers 4xx (or 2xx) with an error body, never 5xx, and changes nothing it should not', async () => {
    const [before] = await app.database.db.select({ n: count() }).from(users);
    const junk = fc.oneof(
      fc.anything({ maxDepth: 3, withNullPrototype: true }),
      fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'email', 'password', 'role', 'id'),
        fc.anything({ maxDepth: 2 }),
      ),
      fc.string({ maxLength: 300 }),
    );
    const segment = fc.oneof(
      fc.uuid(),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('..', '%00', 'google', 'x'.repeat(300)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        junk,
        segment,
        fc.boolean(),
        fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
        async (operation, body, id, signedIn, query) => {
          const url = operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
          const search = new URLSearchParams(query).toString();
          const response = await app.inject({
            method: operation.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: { ...(signedIn ? headers : {}), 'content-type': 'application/json' },
            ...(operation.method === 'GET' || operation.method === 'DELETE'
              ? {}
              : { payload: JSON.stringify(body) ?? 'null' }),
          });
          expect(
            response.statusCode,
            `${operation.method} ${url} -> ${response.body}`,
          ).toBeLessThan(500);
          expect(response.body).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('code');
        },
      ),
      { numRuns: 400 },
    );
    // Junk never created an account.
    const [after] = await app.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  }, 120_000);
});

type JsonSchema = {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  $ref?: string;
};
type Parameter = { in: 'query' | 'path'; name: string; schema?: JsonSchema };
type DocumentedOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** The bad texts, each sent three ways: JSON escape (body), percent-encoded (query, path). */
const BAD_TEXTS = [
  { name: 'NUL', json: '\\u0000', url: '%00', raw: '\u0000' },
  { name: 'a control character', json: '\\u001b', url: '%1B', raw: '\u001b' },
  // A lone surrogate has no UTF-8 form: in a URL it is the bytes a CESU encoder would write.
  { name: 'a lone surrogate', json: '\\ud800', url: '%ED%A0%80', raw: '\ud800' },
] as const;

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Battery row "bad text": every documented operation gets NUL, a control character and a lone
 * surrogate in each of its body, query and path fields (and in a query field it does not have):
 * 400 VALIDATION_FAILED naming the field, never 5xx, and the log keeps neither body nor value.
 */
describe('every API operation with bad text in each field', () => {
  let app: TestApp;
  let headers: Record<string, string>;
  let document: {
    paths: Record<string, Record<string, DocumentedOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const logLines: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp({
      config: { adminEmails: ['fuzz-admin@example.com'] },
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
    // An admin passes every route's access check, so each request reaches the text check.
    headers = (await signUpStaff(app, { email: 'fuzz-admin@example.com' })).headers;
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => app.close());

  const bodyFields = (operation: DocumentedOperation): { fields: string[]; multipart: boolean } => {
    const content = operation.requestBody?.content ?? {};
    const multipart = 'multipart/form-data' in content;
    let schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
    if (schema?.$ref) schema = document.components?.schemas?.[schema.$ref.split('/').pop()!];
    const objects = [schema, ...(schema?.anyOf ?? [])];
    return {
      fields: [...new Set(objects.flatMap((object) => Object.keys(object?.properties ?? {})))],
      multipart,
    };
  };

  it('answers 400 naming the field for every field of every operation, never 5xx, and logs no value', async () => {
    let marker = 0;
    let requests = 0;
    const refusedFields = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = operation.parameters ?? [];
        const fillPath = (except?: string, bad?: string) =>
          path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
            if (name === except) return bad!;
            const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
            return String(schema?.enum?.[0] ?? SOME_ID);
          });
        const { fields, multipart } = bodyFields(operation);
        const queryNames = [
          ...parameters.filter((p) => p.in === 'query').map((p) => p.name),
          'not_a_field',
        ];
        for (const bad of BAD_TEXTS) {
          const cases: {
            field: string;
            url: string;
            payload?: string;
            contentType?: string;
            value: string;
          }[] = [];
          const value = () => `zq${(marker += 1)}zq`;
          for (const name of queryNames) {
            const v = value();
            cases.push({
              field: `querystring.${name}`,
              url: `${fillPath()}?${name}=${v}${bad.url}`,
              value: v + bad.raw,
            });
          }
          for (const name of parameters.filter((p) => p.in === 'path').map((p) => p.name)) {
            const v = value();
            // Bytes that are no UTF-8 stop the router itself: it can only say "params".
            cases.push({
              field: bad.raw === '\ud800' ? 'params' : `params.${name}`,
              url: fillPath(name, `${v}${bad.url}`),
              value: v + bad.raw,
            });
          }
          if (method !== 'get' && method !== 'delete') {
            for (const name of fields) {
              const v = value();
              if (multipart) {
                const boundary = 'fuzzboundary';
                cases.push({
                  field: `body.${name}`,
                  url: fillPath(),
                  contentType: `multipart/form-data; boundary=${boundary}`,
                  payload: `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}${bad.raw}\r\n--${boundary}--\r\n`,
                  value: v + bad.raw,
                });
              } else {
                cases.push({
                  field: `body.${name}`,
                  url: fillPath(),
                  contentType: 'application/json',
                  payload: `{"${name}":"${v}${bad.json}"}`,
                  value: v + bad.raw,
                });
              }
            }
          }
          for (const item of cases) {
            requests += 1;
            const response = await app.inject({
              method: method.toUpperCase() as 'GET',
              url: item.url,
              headers: {
                ...headers,
                ...(item.contentType ? { 'content-type': item.contentType } : {}),
              },
              ...(item.payload === undefined ? {} : { payload: item.payload }),
            });
            const where = `${method.toUpperCase()} ${path} ${item.field} (${bad.name}) -> ${response.body}`;
            expect(response.statusCode, where).toBe(400);
            const answer = response.json() as { code: string; details?: { field: string }[] };
            expect(answer.code, where).toBe('VALIDATION_FAILED');
            expect(
              answer.details?.map((detail) => detail.field),
              where,
            ).toContain(item.field);
            // The answer names the field, never repeats its value.
            expect(response.body, where).not.toContain(item.value.slice(0, -1));
            refusedFields.add(`${method} ${path} ${item.field}`);
            const log = logLines.join('');
            // The access log keeps the URL as sent; neither the value nor the body is logged.
            for (const form of [item.value, JSON.stringify(item.value).slice(1, -1)])
              expect(log, where).not.toContain(form);
            if (item.payload !== undefined) {
              expect(log, where).not.toContain(item.payload);
              expect(log, where).not.toContain(item.value.slice(0, -1));
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(300);
    expect(refusedFields).toContain('post /api/auth/register body.email');
    expect(refusedFields).toContain('post /api/auth/login body.email');
    expect(refusedFields).toContain('post /api/auth/reset-password body.email');
    expect(refusedFields).toContain('post /api/auth/resend-confirmation body.email');
    expect(logLines.length).toBeGreaterThan(0);
  }, 120_000);
});

import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { signUp } from './test/auth-helpers';
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

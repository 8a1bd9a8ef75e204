import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { OPERATION_NAMES } from './operation-names';

type Operation = { operationId?: string; summary?: string; tags?: string[] };
type Document = { paths: Record<string, Record<string, Operation>>; tags: { name: string }[] };

/**
 * Problems the recommended rules report that are true of the API rather than of the document:
 * each is named exactly (rule and place), so anything new still fails.
 */
const ACCEPTED = new Set([
  // The probes take no input and need no credentials: no 4xx answer exists to document.
  'operation-4xx-response #/paths/~1healthz/get/responses',
  'operation-4xx-response #/paths/~1readyz/get/responses',
  // Public, without parameters: the provider list is the same for everyone.
  'operation-4xx-response #/paths/~1api~1auth~1providers/get/responses',
  // Public, without parameters: the languages of the catalogue are the same for everyone.
  'operation-4xx-response #/paths/~1api~1categories~1languages/get/responses',
  // Signing out succeeds whatever the caller holds (no session is already signed out).
  'operation-4xx-response #/paths/~1api~1auth~1logout/post/responses',
  // A set's `{id}` is a UUID, never the word `shared`: `/api/sets/shared/{key}` (a share link)
  // and a set's own calls cannot name the same request.
  'no-ambiguous-paths #/paths/~1api~1sets~1{id}~1visibility',
  'no-ambiguous-paths #/paths/~1api~1sets~1{id}~1import',
  'no-ambiguous-paths #/paths/~1api~1sets~1{id}~1export',
  'no-ambiguous-paths #/paths/~1api~1sets~1{id}~1share-key',
  'no-ambiguous-paths #/paths/~1api~1sets~1{id}~1questions',
]);

describe('the OpenAPI document', () => {
  let app: TestApp;
  let source: string;
  let document: Document;
  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    source = response.body;
    document = response.json();
  });
  afterAll(() => app.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );

  it("lints clean under Redocly's recommended rules, with every tag declared", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // Recommended leaves this off; a generated client groups calls by tag, so it matters here.
      rules: { 'operation-tag-defined': 'error' },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const reported = problems
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`)
      .filter((problem) => !ACCEPTED.has(problem));
    expect(reported).toEqual([]);
  });

  it('names every operation from the table, with a summary and a tag', () => {
    const unnamed = operations()
      .filter(({ key, operation }) => operation.operationId !== OPERATION_NAMES[key])
      .map(({ key }) => `${key}: add its name to src/plugins/operation-names.ts`);
    expect(unnamed).toEqual([]);
    for (const { key, operation } of operations()) {
      expect(operation.summary, key).toBeTruthy();
      expect(operation.tags?.length, key).toBeGreaterThan(0);
    }
  });

  it('keeps the table true: camelCase, unique, and no name without its route', () => {
    const names = Object.values(OPERATION_NAMES);
    expect(names.filter((name) => !/^[a-z][a-zA-Z0-9]*$/.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    const documented = new Set(operations().map(({ key }) => key));
    expect(Object.keys(OPERATION_NAMES).filter((key) => !documented.has(key))).toEqual([]);
  });
});

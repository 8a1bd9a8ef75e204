import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/auth-helpers';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('operations that take no body', () => {
  let app: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    headers = (await signUp(app)).headers;
  });
  afterAll(() => app.close());

  const post = (url: string, payload?: unknown, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': contentType }) },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it.each([
    ['/api/auth/logout', { everything: true }],
    ['/api/games/session/00000000-0000-4000-8000-000000000000/next', { question: 3 }],
    ['/api/realtime/ticket', [1]],
  ])('refuse a body on %s with 400 naming body', async (url, payload) => {
    const answer = await post(url, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'body', message: expect.stringMatching(/must be empty/) }],
    });
    const text = await post(url, 'hello', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().details).toEqual([{ field: 'body', message: expect.any(String) }]);
  });

  it('take no body or an empty JSON object, as clients send them', async () => {
    expect((await post('/api/realtime/ticket')).statusCode).toBe(200);
    expect((await post('/api/realtime/ticket', {})).statusCode).toBe(200);
  });

  it('leave routes with a body schema to their schema', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong password 123' },
    });
    expect(answer.statusCode).toBe(401);
  });
});

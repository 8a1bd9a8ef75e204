import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { buildTestApp, openTestDatabase, type TestApp } from './test/build-test-app';

describe('the application shell', () => {
  let app: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'qa-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>QuizArena</title>');
    await writeFile(
      path.join(webDir, 'landing.html'),
      '<!doctype html><title>QuizArena</title><h1>Landing</h1>',
    );
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)'.repeat(100));
    await writeFile(
      path.join(webDir, 'assets', 'app.js.gz'),
      gzipSync('console.log(1)'.repeat(100)),
    );
    app = await buildTestApp({ config: { webDistDir: webDir } });
  });
  afterAll(() => app.close());

  it('answers liveness', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness with the database reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: process.env.TEST_REDIS_URL ? 'ok' : 'disabled' },
    });
  });

  it('exposes Prometheus metrics including request durations by route', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('http_request_duration_seconds_bucket');
    expect(response.body).toContain('route="/healthz"');
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('publishes the OpenAPI document generated from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(
      document.paths['/api/categories'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(expect.arrayContaining(['search', 'difficulty']));
    expect(document.components.schemas.Category.properties).toHaveProperty('question_count');
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      message: 'Route GET /api/no-such-thing not found',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
    const post = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });

  it('serves the client for any other path so client routes survive a reload', async () => {
    for (const url of ['/dashboard', '/quiz/results/abc', '/login?next=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe('<!doctype html><title>QuizArena</title>');
    }
  });

  it('sends the precompressed copy of a file when the browser accepts it', async () => {
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gzipSync('console.log(1)'.repeat(100)).equals(compressed.rawPayload)).toBe(true);
    expect(compressed.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)'.repeat(100));
  });

  it('answers / with the prerendered landing page', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Landing</h1>');
  });

  it('sends security headers on every answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers malformed JSON with a 400 error body, not a crash', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('code');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
      logger: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'down' },
      });
    } finally {
      await app.close();
    }
  });
});

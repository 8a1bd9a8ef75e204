import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/auth-helpers';

describe('public profiles', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('shows another player only the public fields', async () => {
    const viewer = await signUp(app);
    const owner = await signUp(app, {
      name: 'Grace Hopper',
      organization: 'Navy',
      birth_year: 1980,
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}/profile`,
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(200);
    const { profile } = response.json().data;
    expect(profile).toMatchObject({
      id: owner.user.id,
      full_name: 'Grace Hopper',
      organization: 'Navy',
      level: 1,
      points: 0,
      challenges_won: 0,
    });
    expect(Object.keys(profile).sort()).toEqual(
      [
        'avatar_url',
        'bio',
        'challenges_won',
        'created_at',
        'full_name',
        'id',
        'level',
        'location',
        'name',
        'organization',
        'points',
        'user_type',
        'website',
      ].sort(),
    );
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain('1980');
  });

  it('hides players who may be under 16, unknown ids and signed-out callers', async () => {
    const viewer = await signUp(app);
    const young = await signUp(app, {
      user_type: 'student',
      birth_year: new Date().getUTCFullYear() - 15,
    });
    for (const id of [young.user.id, randomUUID()]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/users/${id}/profile`,
        headers: viewer.headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/users/${viewer.user.id}/profile`,
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await app.inject({
      method: 'GET',
      url: '/api/users/nope/profile',
      headers: viewer.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

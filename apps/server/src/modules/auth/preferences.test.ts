import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { supportedLocales } from '../../lib/locales';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('player preferences: time accommodation and interface language', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A bus that hears every writer: cached sessions are trusted, so a change shows only
    // because the write announced it.
    app = await buildTestApp({ invalidation: createLocalInvalidationBus({ alone: true }) });
  });
  afterAll(() => app.close());

  const me = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user;
  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload });

  it('start at the mode’s own countdown and the browser’s language', async () => {
    const player = await signUp(app);
    expect(player.user).toMatchObject({ extended_time: 1, locale: null });
    expect(await me(player.headers)).toMatchObject({ extended_time: 1, locale: null });
  });

  it('are set on the own profile and shown on the very next request', async () => {
    const player = await signUp(app);
    await me(player.headers);
    const changed = await update(player.headers, { extended_time: 2, locale: 'es' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ extended_time: 2, locale: 'es' });
    expect(await me(player.headers)).toMatchObject({ extended_time: 2, locale: 'es' });
    const profile = (
      await app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: player.headers })
    ).json().data;
    expect(profile).toMatchObject({ extended_time: 2, locale: 'es' });

    expect((await update(player.headers, { extended_time: 1.5 })).statusCode).toBe(200);
    expect(await me(player.headers)).toMatchObject({ extended_time: 1.5, locale: 'es' });
    // Null follows the browser again.
    expect((await update(player.headers, { locale: null })).statusCode).toBe(200);
    expect(await me(player.headers)).toMatchObject({ extended_time: 1.5, locale: null });
  });

  it('take a supported locale in any casing and store it in its usual one', async () => {
    const player = await signUp(app);
    const changed = await update(player.headers, { locale: 'ES' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.locale).toBe('es');
  });

  it('refuse an accommodation other than 1, 1.5 or 2, naming the field', async () => {
    const player = await signUp(app);
    for (const extended_time of [0.5, 3, 1.25, '2', null]) {
      const refused = await update(player.headers, { extended_time });
      expect(refused.statusCode, JSON.stringify(extended_time)).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field)).toEqual([
        'body.extended_time',
      ]);
    }
    expect(await me(player.headers)).toMatchObject({ extended_time: 1 });
  });

  it('refuse a locale that is not a language tag, or one the interface is not offered in', async () => {
    const player = await signUp(app);
    expect(supportedLocales()).not.toContain('pt-BR');
    for (const locale of ['english', 'en_US', 'x'.repeat(36), 42, 'pt-BR', 'fr']) {
      const refused = await update(player.headers, { locale });
      expect(refused.statusCode, JSON.stringify(locale)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(refused.json().details.map((d: { field: string }) => d.field)).toEqual([
        'body.locale',
      ]);
    }
    expect(await me(player.headers)).toMatchObject({ locale: null });
  });
});

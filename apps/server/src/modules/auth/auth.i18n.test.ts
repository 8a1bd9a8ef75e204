import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registrationBody, signUp } from '../../test/auth-helpers';

describe('auth in the reader language', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const spanish = { 'accept-language': 'es-ES,es;q=0.9' };
  const english = { 'accept-language': 'en' };

  /** The subject of the newest mail to `email`, waited for: mails leave after the answer. */
  const subjectTo = (email: string, subject: string) =>
    vi.waitFor(() => expect(app.mail.findLast((each) => each.to === email)?.subject).toBe(subject));

  /** A verified player whose profile says Spanish. */
  async function spanishPlayer(email: string) {
    const player = await signUp(app, { email });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: player.headers,
      payload: { locale: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    return player;
  }

  it('mails the verification link in the language of the request', async () => {
    const body = registrationBody({ email: 'lector@example.com', name: 'Rosalía Castro' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      headers: spanish,
    });
    expect(response.statusCode).toBe(201);
    const mail = await vi.waitFor(() => {
      const sent = app.mail.findLast((each) => each.to === 'lector@example.com');
      if (!sent) throw new Error('not mailed yet');
      return sent;
    });
    expect(mail.subject).toBe('Verifica tu cuenta de QuizArena');
    expect(mail.text).toContain('Hola, Rosalía Castro:');
    expect(mail.text).toContain(mail.link);
  });

  it('mails the account-exists notice and the reset link in the language of the request when the owner chose none', async () => {
    await signUp(app, { email: 'taken@example.com' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email: 'taken@example.com' }),
      headers: spanish,
    });
    // Mails leave after the answer, so each is awaited rather than assumed.
    const lastSubject = () => app.mail.at(-1)?.subject;
    await vi.waitFor(() => expect(lastSubject()).toBe('Ya tienes una cuenta de QuizArena'));
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'taken@example.com' },
      headers: spanish,
    });
    await vi.waitFor(() => expect(lastSubject()).toBe('Restablece tu contraseña de QuizArena'));
  });

  it('mails a reset link in the language on the profile, whatever the request says', async () => {
    await spanishPlayer('perfil@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'perfil@example.com' },
      headers: english,
    });
    await subjectTo('perfil@example.com', 'Restablece tu contraseña de QuizArena');
  });

  it('tells the owner of a taken address in their own language, not the one registering', async () => {
    await spanishPlayer('propietaria@example.com');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email: 'propietaria@example.com' }),
      headers: english,
    });
    expect(response.statusCode).toBe(201);
    await subjectTo('propietaria@example.com', 'Ya tienes una cuenta de QuizArena');
  });

  it('resends the verification link in the language stored for an unverified account', async () => {
    const email = 'sin-verificar@example.com';
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ email }),
      headers: english,
    });
    await subjectTo(email, 'Verify your QuizArena account');
    await app.database.db.update(users).set({ locale: 'es' }).where(eq(users.email, email));
    await app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email },
      headers: english,
    });
    await subjectTo(email, 'Verifica tu cuenta de QuizArena');
  });

  it('answers errors in Spanish with the same code and field names', async () => {
    const english = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong password 1' },
    });
    const translated = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody2@example.com', password: 'wrong password 1' },
      headers: spanish,
    });
    expect(translated.statusCode).toBe(english.statusCode);
    expect(translated.json().code).toBe(english.json().code);
    expect(english.json().message).toBe('Invalid email or password');
    expect(translated.json().message).toBe('Correo o contraseña incorrectos');

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ name: '' }),
      headers: spanish,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'body.name', message: 'El nombre completo es obligatorio' }],
    });
  });
});

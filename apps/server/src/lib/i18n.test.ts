import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, ageBandMessage } from '@quizarena/contracts';
import { createServerI18n } from './i18n';

describe('server messages in the reader language', () => {
  const i18n = createServerI18n();

  it('knows the locales from the catalogue folders and negotiates Accept-Language', () => {
    expect(i18n.supported).toEqual(expect.arrayContaining(['en', 'es']));
    expect(i18n.negotiate('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(i18n.negotiate('de-DE, fr;q=0.5')).toBe('en');
    expect(i18n.negotiate(undefined)).toBe('en');
  });

  it('leaves English exactly as the services wrote it', () => {
    expect(i18n.message('en', 'Quiz session not found', 'NOT_FOUND')).toBe(
      'Quiz session not found',
    );
    expect(i18n.detail('en', 'Too small: expected string to have >=1 characters')).toBe(
      'Too small: expected string to have >=1 characters',
    );
  });

  it('translates a known message by its text, an unknown one by its code', () => {
    expect(i18n.message('es', 'Quiz session not found', 'NOT_FOUND')).toBe(
      'Cuestionario no encontrado',
    );
    expect(i18n.message('es', 'Route GET /api/nothing not found', 'NOT_FOUND')).toBe(
      'No encontrado',
    );
    expect(i18n.message('es', 'Some text with no entry', 'NO_SUCH_CODE')).toBe(
      'Some text with no entry',
    );
  });

  it('finds a text whose values the service filled in by its shape, and carries them over', () => {
    const shaped = createServerI18n({
      en: {
        errors: { shop: { short: 'You need {{points}} points for {{item}} (you have {{held}}).' } },
      },
      es: {
        errors: { shop: { short: 'Necesitas {{points}} puntos para {{item}} (tienes {{held}}).' } },
      },
    });
    expect(shaped.message('es', 'You need 1,200 points for a hat (you have 7).', 'X')).toBe(
      'Necesitas 1,200 puntos para a hat (tienes 7).',
    );
    expect(shaped.detail('es', 'You need 5 points for [x] (you have 0).')).toBe(
      'Necesitas 5 puntos para [x] (tienes 0).',
    );
    // Only the whole text: more or less around it is another text.
    expect(shaped.message('es', 'Now: You need 5 points for x (you have 0).', 'X')).toBe(
      'Now: You need 5 points for x (you have 0).',
    );
  });

  it('finds no text by a shape that is mostly placeholders', () => {
    const loose = createServerI18n({
      en: { errors: { any: { required: '{{field}} is required' } } },
      es: { errors: { any: { required: '{{field}} es obligatorio' } } },
    });
    // A message that merely ends the same way is not that text, so it stays as written.
    expect(loose.message('es', 'Your note to Ana is required', 'X')).toBe(
      'Your note to Ana is required',
    );
  });

  it('says a refused mailed link for what it is, not as an ended session', () => {
    expect(
      i18n.message('es', 'This reset link is invalid, expired or already used.', 'INVALID_TOKEN'),
    ).toBe('Este enlace para restablecer la contraseña no es válido, caducó o ya se usó.');
    expect(
      i18n.message(
        'es',
        'This verification link is invalid, expired or already used.',
        'INVALID_TOKEN',
      ),
    ).toBe('Este enlace de verificación no es válido, caducó o ya se usó.');
  });

  it('translates shared validation texts, placeholders included, and hides unknown ones', () => {
    expect(i18n.detail('es', AUTH_MESSAGES.passwordTooShort)).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect(i18n.detail('es', ageBandMessage('student'))).toBe(
      'Los estudiantes deben tener entre 13 y 30 años',
    );
    expect(i18n.detail('es', 'Invalid input: expected string, received number')).toBe(
      'Este valor no es válido',
    );
  });

  it('finds every shared English validation text in the catalogue', () => {
    for (const text of Object.values(AUTH_MESSAGES)) {
      expect(i18n.detail('es', text), text).not.toBe('Este valor no es válido');
    }
  });
});

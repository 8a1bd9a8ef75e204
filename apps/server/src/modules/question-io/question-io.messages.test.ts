import {
  AUTHORED_QUESTION_MESSAGES,
  QUESTION_IMPORT_MESSAGES,
  QUESTION_RULES,
} from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { createServerI18n } from '../../lib/i18n';

describe('what an import says, in the reader’s language', () => {
  const i18n = createServerI18n();
  const untranslated = i18n.detail('es', 'no such text anywhere');

  it('has every text of the import and of the authored-question rules in the catalogue', () => {
    const texts = [
      ...Object.values(QUESTION_IMPORT_MESSAGES),
      ...Object.values(AUTHORED_QUESTION_MESSAGES),
      `Give at least ${QUESTION_RULES.minOptions} options`,
    ];
    for (const text of texts) expect(i18n.detail('es', text), text).not.toBe(untranslated);
    expect(i18n.detail('es', QUESTION_IMPORT_MESSAGES.tooManyRows)).toBe(
      'Un archivo contiene como máximo 10,000 preguntas',
    );
  });
});

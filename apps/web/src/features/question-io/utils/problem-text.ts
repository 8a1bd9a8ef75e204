import type { FieldIssue } from '@quizarena/contracts';
import type { TFunction } from 'i18next';

/**
 * One problem the server found, in words: where (the CSV line, or the JSON question counted from
 * 1), the column or path, and its message. The field's name loses the part that says where.
 */
export function problemText(problem: FieldIssue, t: TFunction<'questionIo'>): string {
  const where =
    problem.line !== undefined
      ? t('import.atLine', { line: problem.line })
      : problem.index !== undefined
        ? t('import.atItem', { number: problem.index + 1 })
        : t('import.inFileWhole');
  const field = problem.field
    .replace(/^body\.line\.\d+\.?/, '')
    .replace(/^body\.(questions\.)?\d+\.?/, '')
    .replace(/^body$/, '');
  return field
    ? t('import.problem', { where, field, message: problem.message })
    : t('import.problemNoField', { where, message: problem.message });
}

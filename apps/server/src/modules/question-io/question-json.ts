import {
  QUESTION_IMPORT_MESSAGES,
  type AuthoredQuestion,
  type FieldIssue,
} from '@quizarena/contracts';
import type { z } from 'zod';
import { checkRow, countProblem, problemAt, type ReadQuestions } from './question-file';

/**
 * Questions as JSON (docs/IMPORTING.md): an array of authored questions, or `{ "questions":
 * [...] }` as the export writes it. Each item is checked by the authored-question schema and its
 * problems named by their path from the body (`body.questions.3.options`) with the item's index.
 */

const isObject = (value: unknown): value is { [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items and the path they sit at, or the problem with the body's shape. */
function itemsOf(body: unknown): { items: unknown[]; prefix: string } | FieldIssue {
  if (Array.isArray(body)) return { items: body, prefix: 'body' };
  if (isObject(body) && Array.isArray(body.questions)) {
    const extra = Object.keys(body).find((key) => key !== 'questions');
    if (extra === undefined) return { items: body.questions, prefix: 'body.questions' };
    return { field: `body.${extra}`, message: QUESTION_IMPORT_MESSAGES.jsonShape };
  }
  return { field: 'body', message: QUESTION_IMPORT_MESSAGES.jsonShape };
}

/** Reads a JSON file of questions, already parsed. */
export function readQuestionJson(body: unknown): ReadQuestions {
  const found = itemsOf(body);
  if (!('items' in found)) return { questions: [], problems: [found] };
  const refused = countProblem(found.items.length);
  if (refused) return { questions: [], problems: [refused] };
  const questions: AuthoredQuestion[] = [];
  const problems: FieldIssue[] = [];
  found.items.forEach((item, index) => {
    const place = { where: { index }, prefix: `${found.prefix}.${index}` };
    const path = (issue: z.core.$ZodIssue) => issue.path.join('.');
    if (!isObject(item)) {
      problems.push(problemAt(place, null, QUESTION_IMPORT_MESSAGES.notAnObject));
      return;
    }
    const ids = Array.isArray(item.options)
      ? item.options.flatMap((option, position) =>
          isObject(option) && option.id !== undefined
            ? [problemAt(place, `options.${position}.id`, QUESTION_IMPORT_MESSAGES.optionId)]
            : [],
        )
      : [];
    const checked = checkRow(item, place, path);
    if ('question' in checked && ids.length === 0) questions.push(checked.question);
    else problems.push(...ids, ...('problems' in checked ? checked.problems : []));
  });
  return problems.length > 0 ? { questions: [], problems } : { questions, problems };
}

/** Questions as the export writes them: `{ "questions": [...] }`, indented for people. */
export function writeQuestionJson(questions: readonly AuthoredQuestion[]): string {
  // An ordering question's options are in the right order: none is marked.
  const written = questions.map((question) =>
    question.type === 'ordering'
      ? { ...question, options: question.options.map(({ option_text }) => ({ option_text })) }
      : question,
  );
  return `${JSON.stringify({ questions: written }, null, 2)}\n`;
}

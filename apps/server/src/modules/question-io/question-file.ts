import {
  authoredQuestionSchema,
  QUESTION_IMPORT_DEFAULTS,
  QUESTION_IMPORT_LIMITS,
  QUESTION_IMPORT_MESSAGES,
  type AuthoredQuestion,
  type FieldIssue,
} from '@quizarena/contracts';
import type { z } from 'zod';
import type { StoredAnswerKey, StoredOption } from '../../db/schema';

/** A file read: its questions when every one is valid, else every problem found (and no questions). */
export type ReadQuestions = { questions: AuthoredQuestion[]; problems: FieldIssue[] };

/** Where a row sits in its file, and how a problem in it is named. */
export type RowPlace = {
  /** `{ line }` for a CSV line, `{ index }` for a JSON item. */
  where: { line: number } | { index: number };
  /** The field's name from the row's prefix: `body.line.5` + `.correct`. */
  prefix: string;
};

export const problemAt = (place: RowPlace, field: string | null, message: string): FieldIssue => ({
  field: field ? `${place.prefix}.${field}` : place.prefix,
  message,
  ...place.where,
});

/** A file with too many or no questions is refused whole, before any row is read. */
export function countProblem(rows: number): FieldIssue | null {
  if (rows === 0) return { field: 'body', message: QUESTION_IMPORT_MESSAGES.noQuestions };
  if (rows > QUESTION_IMPORT_LIMITS.maxRows) {
    return { field: 'body', message: QUESTION_IMPORT_MESSAGES.tooManyRows };
  }
  return null;
}

/**
 * A row checked by the one authored-question schema, after the import's defaults (a difficulty
 * left out is `QUESTION_IMPORT_DEFAULTS.difficulty`). Each problem is named by `fieldOf`, which
 * turns the schema's path into the file's own name for it (a CSV column); problems of a field
 * the row's own reading already reported (`reported`) are not repeated.
 */
export function checkRow(
  input: Record<string, unknown>,
  place: RowPlace,
  fieldOf: (issue: z.core.$ZodIssue) => string,
  reported: ReadonlySet<string> = new Set(),
): { question: AuthoredQuestion } | { problems: FieldIssue[] } {
  const parsed = authoredQuestionSchema.safeParse({
    ...input,
    difficulty: input.difficulty ?? QUESTION_IMPORT_DEFAULTS.difficulty,
  });
  if (parsed.success) return { question: parsed.data };
  const seen = new Set<string>();
  const problems: FieldIssue[] = [];
  // A field the schema does not know is named itself, one by one, rather than its parent.
  const issues = parsed.error.issues.flatMap((issue): z.core.$ZodIssue[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          ...issue,
          path: [...issue.path, key],
          message: QUESTION_IMPORT_MESSAGES.unknownField,
        }))
      : [issue],
  );
  for (const issue of issues) {
    const field = fieldOf(issue);
    const key = `${field}\u0000${issue.message}`;
    if (reported.has(field) || seen.has(key)) continue;
    seen.add(key);
    problems.push(problemAt(place, field || null, issue.message));
  }
  return { problems };
}

/** The stored columns an export reads. */
export type StoredQuestion = {
  type: AuthoredQuestion['type'];
  questionText: string;
  options: StoredOption[];
  correctOptionId: string | null;
  answerKey: StoredAnswerKey | null;
  explanation: string | null;
  points: number;
  difficulty: string;
  language: string;
  imageUrl: string | null;
  imageAlt: string | null;
};

/**
 * A stored question as its author would write it again: what an export writes, so importing the
 * export gives the same question (new ids). An ordering question lists its options in the right
 * order; the difficulty is the source's, never the calibrated one.
 */
export function authoredOfStored(row: StoredQuestion): AuthoredQuestion {
  const key = row.answerKey;
  const marked = new Set(
    key?.type === 'multiple' ? key.correct_option_ids : [row.correctOptionId ?? ''],
  );
  const inOrder =
    key?.type === 'ordering'
      ? key.order.map((id) => row.options.find((option) => option.id === id)!)
      : row.options;
  const typed = key?.type === 'typed' ? key : null;
  return {
    type: row.type,
    question_text: row.questionText,
    options: typed
      ? []
      : inOrder.map((option) => ({
          option_text: option.text,
          is_correct: key?.type !== 'ordering' && marked.has(option.id),
        })),
    ...(typed ? { accepted_answers: typed.accepted, max_typos: typed.max_typos } : {}),
    ...(row.explanation ? { explanation: row.explanation } : {}),
    points: row.points,
    difficulty: row.difficulty as AuthoredQuestion['difficulty'],
    language: row.language,
    ...(row.imageUrl ? { image_url: row.imageUrl, image_alt: row.imageAlt } : {}),
  };
}

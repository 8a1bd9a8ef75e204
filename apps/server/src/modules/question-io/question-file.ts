import {
  authoredQuestionSchema,
  QUESTION_IMPORT_DEFAULTS,
  QUESTION_IMPORT_LIMITS,
  QUESTION_IMPORT_MESSAGES,
  type AuthoredQuestion,
  type FieldIssue,
} from '@quizarena/contracts';
import type { z } from 'zod';

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

import { randomBytes } from 'node:crypto';
import {
  answerKeyOfAuthored,
  authoredBodyOf,
  authoredQuestionSchema,
  type AuthoredQuestion,
  type AuthoredQuestionView,
  type DifficultyLevel,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { StoredOption } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as adminRepo from './content.admin.repo';
import * as repo from './content.repo';
import type { NewQuestion, QuestionRow } from './content.repo';

const newOptionId = () => randomBytes(6).toString('base64url');

/** Questions one insert statement writes: their JSON is one parameter, kept to a few MB. */
const INSERT_CHUNK = 2_000;

/** The columns that hold what an author writes of a question (its language aside). */
type AuthoredColumn =
  | 'questionText'
  | 'type'
  | 'options'
  | 'correctOptionId'
  | 'answerKey'
  | 'explanation'
  | 'points'
  | 'difficulty'
  | 'imageUrl'
  | 'imageAlt';

/**
 * The stored columns of an authored question of any type. When `current` is given (an edit),
 * an option sent with its id must be one of `current`'s, at most once, so sessions that chose it
 * still point at it; `field` prefixes the name of a bad id (`body`, or an import's row).
 */
export function storedQuestionOf(
  question: AuthoredQuestion,
  current: { options: StoredOption[] } | null,
  field = 'body',
): Pick<NewQuestion, AuthoredColumn> {
  const known = new Set(current?.options.map((option) => option.id) ?? []);
  const used = new Set<string>();
  const options = question.options.map((option, index) => {
    if (option.id !== undefined) {
      if (!known.has(option.id) || used.has(option.id)) {
        throw AppError.validation(
          `${field}.options.${index}.id`,
          'Must be the id of one of this question’s options, at most once',
        );
      }
      used.add(option.id);
    }
    return { id: option.id ?? newOptionId(), text: option.option_text };
  });
  const key = answerKeyOfAuthored(
    question,
    options.map((option) => option.id),
  );
  const choice = key.type === 'single' || key.type === 'true_false';
  return {
    questionText: question.question_text,
    type: question.type,
    options,
    correctOptionId: choice ? key.correct_option_id : null,
    answerKey: choice ? null : key,
    explanation: question.explanation ?? null,
    points: question.points,
    difficulty: question.difficulty,
    imageUrl: question.image_url ?? null,
    imageAlt: question.image_url ? (question.image_alt ?? null) : null,
  };
}

/**
 * A stored question's options as its author lists them: an ordering question's in their right
 * order, each marked right when the key names it (an ordering question marks none).
 */
function authoredOptionsOf(
  row: Pick<QuestionRow, 'options' | 'answerKey' | 'correctOptionId'>,
): { id: string; option_text: string; is_correct: boolean }[] {
  const key = row.answerKey;
  const right = new Set<string>(
    key?.type === 'multiple'
      ? key.correct_option_ids
      : row.correctOptionId
        ? [row.correctOptionId]
        : [],
  );
  const rank = new Map(key?.type === 'ordering' ? key.order.map((id, at) => [id, at]) : []);
  const options =
    key?.type === 'ordering'
      ? [...row.options].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
      : row.options;
  return options.map((option) => ({
    id: option.id,
    option_text: option.text,
    is_correct: right.has(option.id),
  }));
}

/**
 * A stored question as its author reads it, with its answer (never for players): which options
 * are right, an ordering question's options in their right order, a typed one's accepted
 * answers. Sent back as it is (`authoredBodyOf`), it stores the same question.
 */
export function authoredViewOf(row: QuestionRow): AuthoredQuestionView {
  const key = row.answerKey;
  return {
    id: row.id,
    topic_id: row.topicId,
    type: row.type,
    question_text: row.questionText,
    options: authoredOptionsOf(row),
    accepted_answers: key?.type === 'typed' ? key.accepted : [],
    max_typos: key?.type === 'typed' ? key.max_typos : 0,
    explanation: row.explanation,
    points: row.points,
    difficulty: row.difficulty as DifficultyLevel,
    language: row.language,
    image_url: row.imageUrl,
    image_alt: row.imageAlt,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A stored question with `changes` laid over it, checked whole by the authored schema (a new
 * type must come with what it needs): a 400 naming each field under `field` otherwise.
 */
export function editedAuthored(
  current: QuestionRow,
  changes: Record<string, unknown>,
  field = 'body',
): AuthoredQuestion {
  const base: Record<string, unknown> = { ...authoredBodyOf(authoredViewOf(current)) };
  // A question moved to another type leaves the fields of its old one behind.
  if (changes.type !== undefined && changes.type !== current.type) {
    delete base.accepted_answers;
    delete base.max_typos;
    if (changes.type === 'typed') base.options = [];
  }
  const parsed = authoredQuestionSchema.safeParse({ ...base, ...changes });
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    field: [field, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError(
    400,
    'VALIDATION_FAILED',
    details.map((detail) => `${detail.field}: ${detail.message}`).join('; '),
    { details },
  );
}

/**
 * A stored question as its author would write it again, the inverse of `storedQuestionOf`
 * without the ids: what an export writes, so importing it gives the same question. An ordering
 * question lists its options in the right order; the difficulty is the source's, never the
 * calibrated one; the language is always given.
 */
export function authoredOfStored(
  row: Pick<QuestionRow, AuthoredColumn | 'language'>,
): AuthoredQuestion {
  const key = row.answerKey;
  const typed = key?.type === 'typed' ? key : null;
  return {
    type: row.type,
    question_text: row.questionText,
    options: typed
      ? []
      : authoredOptionsOf(row).map(({ option_text, is_correct }) => ({ option_text, is_correct })),
    ...(typed ? { accepted_answers: typed.accepted, max_typos: typed.max_typos } : {}),
    ...(row.explanation ? { explanation: row.explanation } : {}),
    points: row.points,
    difficulty: row.difficulty as AuthoredQuestion['difficulty'],
    language: row.language,
    ...(row.imageUrl ? { image_url: row.imageUrl, image_alt: row.imageAlt } : {}),
  };
}

/** A topic's active questions as their authors wrote them, in the order written. */
export async function activeAuthoredQuestionsOf(
  db: Db,
  topicId: string,
): Promise<AuthoredQuestion[]> {
  return (await adminRepo.activeQuestionsOfTopic(db, topicId)).map(authoredOfStored);
}

/** A topic's question count, its category's, and the difficulty levels derived from them. */
export async function refreshTopicsDerived(
  tx: Db,
  topicIds: string[],
  extraCategoryIds: string[] = [],
): Promise<void> {
  await repo.recountTopics(tx, topicIds);
  await repo.recountCategories(tx, extraCategoryIds);
  await adminRepo.rederiveDifficulty(tx, topicIds, extraCategoryIds);
}

/**
 * Writes authored questions into a topic in chunks, then its counters once: the caller holds
 * the transaction (and the content write lock), so an import lands whole or not at all.
 */
export async function insertAuthoredQuestions(
  tx: Db,
  topic: { id: string; language: string },
  questions: readonly AuthoredQuestion[],
  source: string,
): Promise<QuestionRow[]> {
  const ids: string[] = [];
  for (let start = 0; start < questions.length; start += INSERT_CHUNK) {
    const rows = questions.slice(start, start + INSERT_CHUNK).map((question, offset) => {
      const stored = storedQuestionOf(question, null, `rows.${start + offset}`);
      return {
        question_text: stored.questionText,
        type: question.type,
        options: stored.options,
        correct_option_id: stored.correctOptionId ?? null,
        answer_key: stored.answerKey ?? null,
        explanation: stored.explanation ?? null,
        points: question.points,
        difficulty: stored.difficulty,
        image_url: stored.imageUrl ?? null,
        image_alt: stored.imageAlt ?? null,
        // A question is written in its topic's language unless its author says otherwise.
        language: question.language ?? topic.language,
        position: start + offset,
      };
    });
    ids.push(...(await adminRepo.insertQuestionRows(tx, topic.id, source, rows)));
  }
  await refreshTopicsDerived(tx, [topic.id]);
  return adminRepo.questionsInOrder(tx, ids);
}

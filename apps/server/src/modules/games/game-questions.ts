import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ContentService, TopicViewer } from '../content';
import type { EngineQuestion } from './engine/game-engine';
import * as repo from './games.repo';

export const TOPIC_ELSEWHERE = 'This topic is not in that category';

/** Options in a fresh order for each game, so a position never gives an answer away. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * A game's questions: `count` active questions of an active topic of the category, those of
 * `difficulty` first, each with its options in a fresh order. The topic is a listed one, or,
 * when a `viewer` sets the game up (a host), one they may play: their own question set or one
 * whose share key they hold (docs/DECISIONS.md #68). A topic outside the category, or with too
 * few questions, is refused naming the field.
 */
export async function drawGameQuestions(
  db: Db,
  content: Pick<ContentService, 'getPlayableTopic'>,
  /** `difficulty` null: any level (a study session's game). */
  choice: { categoryId: string; topicId: string; difficulty: string | null; count: number },
  viewer: TopicViewer = { userId: null },
) {
  const topic = await content.getPlayableTopic(choice.topicId, viewer);
  if (topic.category_id !== choice.categoryId) throw AppError.validation('topic', TOPIC_ELSEWHERE);
  const drawn = await repo.drawQuestions(
    db,
    { topicId: topic.id },
    choice.difficulty,
    choice.count,
  );
  if (drawn.length < choice.count) {
    throw AppError.validation(
      'total_questions',
      `This topic has ${drawn.length} questions; choose fewer`,
    );
  }
  return { topic, questions: toEngineQuestions(drawn) };
}

/**
 * Up to `count` questions of a scope (a topic, a category, every category) for a game nobody set
 * up by hand (a match, a challenge); fewer when the scope has fewer.
 */
export async function drawScopedQuestions(
  db: Db,
  scope: repo.QuestionScope,
  difficulty: string | null,
  count: number,
): Promise<EngineQuestion[]> {
  return toEngineQuestions(await repo.drawQuestions(db, scope, difficulty, count));
}

/**
 * The ids of up to `count` active questions of a scope, in a random order: a set drawn once to
 * be played later, each play reading the same questions (a challenge).
 */
export async function drawQuestionIds(
  db: Db,
  scope: repo.QuestionScope,
  count: number,
): Promise<string[]> {
  return (await repo.drawQuestions(db, scope, null, count)).map((question) => question.id);
}

/** Exactly these questions, in this order (a challenge's stored set), options shuffled. */
export async function listedQuestions(db: Db, ids: readonly string[]): Promise<EngineQuestion[]> {
  return toEngineQuestions(await repo.questionsByIds(db, ids));
}

function toEngineQuestions(
  drawn: Awaited<ReturnType<typeof repo.questionsByIds>>,
): EngineQuestion[] {
  return drawn.map((question) => ({
    id: question.id,
    text: question.text,
    type: question.type,
    options: shuffled(question.options),
    correctOptionId: question.correctOptionId,
    answerKey: question.answerKey,
    explanation: question.explanation,
    difficulty: question.difficulty,
    points: question.points,
    imageUrl: question.imageUrl,
    imageAlt: question.imageAlt,
  }));
}

import { answerKeyProblem, type AnswerKey, type GameMode } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { judgeAnswer, streaksFor, type StoredKey } from './answer-judging';
import * as repo from './question-answers.repo';
import type { AnswerRow, SessionQuestionRow, SessionRow } from './quiz.repo';

/** A key as the question tables store it: one correct option, or a key of its own. */
export function storedKeyOf(key: AnswerKey): StoredKey {
  return key.type === 'single' || key.type === 'true_false'
    ? { type: key.type, correctOptionId: key.correct_option_id, answerKey: null }
    : { type: key.type, correctOptionId: null, answerKey: key };
}

/** What re-judging changes of a stored answer: nothing else of it moves. */
export type Rejudged = Pick<AnswerRow, 'isCorrect' | 'credit' | 'pointsEarned'>;

/**
 * A stored answer judged again, by `judgeAnswer`, against `question` as it is now (a corrected
 * key): the same response at the same moment of the same clock (`answeredAt` against the
 * question's `servedAt`), so its time, speed factor and deadline are what they were, with the
 * streak its earlier answers now give it. A timeout stays a timeout: it earned nothing whatever
 * the key said.
 */
export function rejudgeStoredAnswer({
  mode,
  limitMs,
  question,
  answer,
  earlierCorrect,
}: {
  mode: GameMode;
  limitMs: number | null;
  question: StoredKey & Pick<SessionQuestionRow, 'points' | 'servedAt'>;
  answer: AnswerRow;
  earlierCorrect: readonly boolean[];
}): Rejudged {
  if (answer.timedOut) return { isCorrect: false, credit: 0, pointsEarned: 0 };
  // Answers stored before question types kept only the option chosen.
  const response =
    answer.response ??
    (answer.selectedOptionId === null ? null : { option_id: answer.selectedOptionId });
  const judged = judgeAnswer({
    mode,
    limitMs,
    question,
    response,
    now: answer.answeredAt,
    earlierCorrect,
  });
  return { isCorrect: judged.isCorrect, credit: judged.credit, pointsEarned: judged.pointsEarned };
}

/** One quiz's re-scoring: what its player is told and what the ledger moves. */
export type RescoredSession = {
  sessionId: string;
  userId: string;
  status: SessionRow['status'];
  /** The change of the quiz's points (its total, and what completing it paid when completed). */
  pointsChange: number;
  /** Whether the answer to the corrected question is right now, and was before. */
  wasCorrect: boolean;
  nowCorrect: boolean;
  /** The question's text as the quiz asked it. */
  questionText: string;
};

/**
 * Re-judges a quiz's stored answers after its copy of one question took a corrected key: that
 * question's answer, and in a mode with a streak bonus every later answer whose streak it moved
 * (nothing else, so an answer is never paid by rules newer than its quiz). Answers the changed
 * answers by position. Pure.
 */
export function rescoredAnswers(
  session: Pick<SessionRow, 'gameMode' | 'timeLimitMs'>,
  questions: readonly SessionQuestionRow[],
  answers: ReadonlyMap<number, AnswerRow>,
  correctedPosition: number,
): Map<number, Rejudged> {
  const mode = session.gameMode as GameMode;
  const ordered = [...questions].sort((a, b) => a.position - b.position);
  const before = ordered.map((q) => answers.get(q.position)?.isCorrect ?? false);
  const after = [...before];
  const changed = new Map<number, Rejudged>();
  const oldStreaks = streaksFor(mode, before);
  ordered.forEach((question, index) => {
    const answer = answers.get(question.position);
    if (!answer || question.position < correctedPosition) return;
    const streakMoved = streaksFor(mode, after.slice(0, index + 1)).at(-1) !== oldStreaks[index];
    if (question.position !== correctedPosition && !streakMoved) return;
    const judged = rejudgeStoredAnswer({
      mode,
      limitMs: session.timeLimitMs,
      question,
      answer,
      earlierCorrect: after.slice(0, index),
    });
    after[index] = judged.isCorrect;
    if (
      judged.isCorrect !== answer.isCorrect ||
      judged.credit !== answer.credit ||
      judged.pointsEarned !== answer.pointsEarned
    )
      changed.set(question.position, judged);
  });
  return changed;
}

/**
 * Corrects the copies of a question held by one page of quizzes and re-scores their answers,
 * inside `tx`: each quiz's row is locked (a completion of it waits, or has committed and is
 * re-scored whole), its copy takes the corrected key (and explanation, when corrected), changed
 * answers are written, and a completed quiz's total, correct count and balance-after move with
 * them. A quiz whose copy has options the key does not fit (its question was edited since) is
 * left as it was. Answers each quiz whose answer of the question or points changed (a repeat on
 * the same page finds nothing left to change) and the quizzes in play whose copy was corrected,
 * which the instances holding them must read again (`QUIZ_SESSION_CHANGED`).
 */
export async function rescoreQuizPage(
  tx: Db,
  {
    questionId,
    key,
    explanation,
    sessionIds,
  }: {
    questionId: string;
    key: AnswerKey;
    /** The corrected explanation (null removes it); undefined leaves it. */
    explanation: string | null | undefined;
    sessionIds: readonly string[];
  },
): Promise<{ rescored: RescoredSession[]; inPlay: string[] }> {
  if (sessionIds.length === 0) return { rescored: [], inPlay: [] };
  const sessions = await repo.lockSessions(tx, sessionIds);
  const { questions, answers } = await repo.playOfSessions(tx, sessionIds);
  const stored = storedKeyOf(key);
  const fitting: string[] = [];
  const outcomes: RescoredSession[] = [];
  const answerWrites: Parameters<typeof repo.updateAnswers>[1][number][] = [];
  const totalWrites: Parameters<typeof repo.moveSessionTotals>[1][number][] = [];
  for (const session of sessions) {
    const own = questions.get(session.id) ?? [];
    const copy = own.find((question) => question.questionId === questionId);
    if (!copy || copy.type !== key.type) continue;
    if (
      answerKeyProblem(
        key,
        copy.options.map((option) => option.id),
      ) !== null
    )
      continue;
    fitting.push(session.id);
    const corrected = own.map((question) =>
      question === copy
        ? { ...question, ...stored, explanation: explanation ?? question.explanation }
        : question,
    );
    const played = new Map((answers.get(session.id) ?? []).map((a) => [a.position, a]));
    const changed = rescoredAnswers(session, corrected, played, copy.position);
    if (changed.size === 0) continue;
    let pointsChange = 0;
    let correctChange = 0;
    for (const [position, judged] of changed) {
      const answer = played.get(position)!;
      pointsChange += judged.pointsEarned - answer.pointsEarned;
      correctChange += Number(judged.isCorrect) - Number(answer.isCorrect);
      answerWrites.push({ sessionId: session.id, position, ...judged });
    }
    if (session.status === 'completed')
      totalWrites.push({ sessionId: session.id, pointsChange, correctChange });
    const mine = played.get(copy.position);
    outcomes.push({
      sessionId: session.id,
      userId: session.userId,
      status: session.status,
      pointsChange,
      wasCorrect: mine?.isCorrect ?? false,
      nowCorrect: changed.get(copy.position)?.isCorrect ?? mine?.isCorrect ?? false,
      questionText: copy.questionText,
    });
  }
  await repo.updateAnswers(tx, answerWrites);
  await repo.moveSessionTotals(tx, totalWrites);
  await repo.correctCopies(tx, questionId, fitting, stored, explanation);
  const active = new Set(sessions.filter((s) => s.status === 'active').map((s) => s.id));
  return { rescored: outcomes, inPlay: fitting.filter((id) => active.has(id)) };
}

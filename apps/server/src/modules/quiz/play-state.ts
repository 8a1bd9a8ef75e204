import type { GameMode, GameState, ScorePanel } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { judgeAnswer } from './answer-judging';
import * as repo from './quiz.repo';

/** A session as stored: its questions in play order and its answers by position. */
export type PlayState = {
  session: repo.SessionRow;
  questions: repo.SessionQuestionRow[];
  answers: Map<number, repo.AnswerRow>;
};

/** Reads a session's questions and answers (inside the caller's transaction when it passes one). */
export async function loadPlayState(handle: Db, session: repo.SessionRow): Promise<PlayState> {
  const [questions, answers] = await Promise.all([
    repo.sessionQuestions(handle, session.id),
    repo.answersOf(handle, session.id),
  ]);
  return { session, questions, answers: new Map(answers.map((a) => [a.position, a])) };
}

/** The caller's own session; anyone else's is not found (its existence stays private). */
export async function findOwnSession(
  db: Db,
  userId: string,
  sessionId: string,
  notFound = 'Quiz session not found',
) {
  const session = await repo.findSession(db, sessionId);
  if (!session || session.userId !== userId) throw AppError.notFound(notFound);
  return session;
}

/** Locks the caller's own session; anyone else's is not found (its existence stays private). */
export async function lockOwnSession(tx: Db, userId: string, sessionId: string) {
  const session = await repo.lockSession(tx, sessionId);
  if (!session || session.userId !== userId) throw AppError.notFound('Quiz session not found');
  return session;
}

/** The caller's own completed session; anyone else's is not found, one in play a conflict. */
export async function requireOwnCompleted(db: Db, userId: string, sessionId: string) {
  const session = await findOwnSession(db, userId, sessionId);
  if (session.status !== 'completed') {
    throw AppError.conflict(
      'SESSION_NOT_COMPLETED',
      session.status === 'abandoned'
        ? 'This quiz was left unfinished'
        : 'This quiz has not been completed yet',
    );
  }
  return session;
}

/** Refuses to act on a quiz that is over, saying how it ended. */
export function requireActive(session: repo.SessionRow): void {
  if (session.status === 'completed') {
    throw AppError.conflict('SESSION_COMPLETED', 'This quiz is already complete');
  }
  if (session.status === 'abandoned') {
    throw AppError.conflict('SESSION_ABANDONED', 'This quiz was left unfinished');
  }
}

/** The first question without an answer, in play order. */
export const currentQuestion = (state: PlayState) =>
  state.questions.find((question) => !state.answers.has(question.position));

/** Whether the player answered each question before `position` correctly, in play order. */
export const correctBefore = (state: PlayState, position: number) =>
  state.questions
    .filter((q) => q.position < position)
    .map((q) => state.answers.get(q.position)?.isCorrect ?? false);

/** The answer stored for a question the player never answered in time: no option, no points. */
export function timeoutAnswer(
  state: PlayState,
  question: repo.SessionQuestionRow,
  now: Date,
): repo.AnswerRow {
  return {
    sessionId: state.session.id,
    questionId: question.questionId,
    position: question.position,
    ...judgeAnswer({
      mode: state.session.gameMode as GameMode,
      limitMs: state.session.timeLimitMs,
      question,
      response: null,
      now,
      earlierCorrect: [],
    }),
    answeredAt: now,
  };
}

/** Records a timeout inside a transaction that holds the session's lock. */
export async function recordTimeout(
  tx: Db,
  state: PlayState,
  question: repo.SessionQuestionRow,
  now: Date,
): Promise<void> {
  const answer = timeoutAnswer(state, question, now);
  if (await repo.insertAnswer(tx, answer)) state.answers.set(question.position, answer);
}

/** The player's and the Practice Bot's points and correct answers over the answered questions. */
export function scorePanel(state: PlayState): ScorePanel {
  const panel = { player_points: 0, player_correct: 0, bot_points: 0, bot_correct: 0 };
  for (const question of state.questions) {
    const answer = state.answers.get(question.position);
    if (!answer) continue;
    panel.player_points += answer.pointsEarned;
    panel.player_correct += answer.isCorrect ? 1 : 0;
    panel.bot_points += question.botPoints;
    panel.bot_correct += question.botCorrect ? 1 : 0;
  }
  return panel;
}

/** A solo game as live game events carry it: the one player and their standing. */
export function gameState(state: PlayState, playerName: string): GameState {
  const panel = scorePanel(state);
  return {
    session_id: state.session.id,
    status: state.session.status as GameState['status'],
    total_questions: state.session.questionCount,
    players: [
      {
        user_id: state.session.userId,
        name: playerName,
        score: panel.player_points,
        answered_count: state.answers.size,
        correct_answers: panel.player_correct,
      },
    ],
  };
}

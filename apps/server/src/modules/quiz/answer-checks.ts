import type { PlayerResponse, QuestionType } from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import { requireAnswerable } from './answer-judging';

/** Where the answered question stands in its play, as the caller's state has it. */
export type AnswerTurn = {
  /** The question was answered already. */
  answered: boolean;
  /** It is the current question (the first without an answer) and was served. */
  current: boolean;
  /** The question as the player was shown it: how it is answered and its options. */
  question: { type: QuestionType; options: readonly { id: string }[] };
  /** What was sent; null when nothing was. */
  response: PlayerResponse | null;
  /** The field the response came in, for a refusal to name. */
  field: 'body.selected_option' | 'body.response';
};

/**
 * Refuses an answer a one-question-at-a-time play cannot take (solo quizzes, review rounds),
 * the same way for both: a second answer (409 ALREADY_ANSWERED), one to a question not yet
 * served or already passed (409 QUESTION_NOT_CURRENT), a response the question cannot judge
 * (400 naming the field: the wrong shape for its type, or an option it does not have). An
 * answer to a question outside the play is the caller's to refuse, in its own words.
 */
export function refuseOutOfTurn(turn: AnswerTurn): void {
  if (turn.answered) {
    throw AppError.conflict('ALREADY_ANSWERED', 'This question has already been answered');
  }
  if (!turn.current) {
    throw AppError.conflict('QUESTION_NOT_CURRENT', 'This question has not been served yet');
  }
  requireAnswerable(turn.question, turn.response, turn.field);
}

/** The field an answer call's response came in: `response`, or the classic `selected_option`. */
export const responseField = (body: { response?: unknown }) =>
  body.response == null ? ('body.selected_option' as const) : ('body.response' as const);

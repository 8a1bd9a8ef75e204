import { AppError } from '../../lib/app-error';

/** Where the answered question stands in its play, as the caller's state has it. */
export type AnswerTurn = {
  /** The question was answered already. */
  answered: boolean;
  /** It is the current question (the first without an answer) and was served. */
  current: boolean;
  /** The options the player was shown, in their order. */
  optionOrder: readonly string[];
  /** The option sent; null when none was. */
  selected: string | null;
};

/**
 * Refuses an answer a one-question-at-a-time play cannot take (solo quizzes, review rounds),
 * the same way for both: a second answer (409 ALREADY_ANSWERED), one to a question not yet
 * served or already passed (409 QUESTION_NOT_CURRENT), an option that is not the question's (400
 * naming `body.selected_option`). An answer to a question outside the play is the caller's to
 * refuse, in its own words.
 */
export function refuseOutOfTurn(turn: AnswerTurn): void {
  if (turn.answered) {
    throw AppError.conflict('ALREADY_ANSWERED', 'This question has already been answered');
  }
  if (!turn.current) {
    throw AppError.conflict('QUESTION_NOT_CURRENT', 'This question has not been served yet');
  }
  if (turn.selected !== null && !turn.optionOrder.includes(turn.selected)) {
    throw AppError.validation('body.selected_option', 'Not an option of this question');
  }
}

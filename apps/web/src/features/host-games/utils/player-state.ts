import type { GameFrame, GameView } from '@quizarena/contracts';
import { serverOffset, toLocal } from './clock';
import type { HostQuestion } from './host-state';

export type PlayerResult =
  | { kind: 'correct'; points: number }
  | { kind: 'partial'; points: number }
  | { kind: 'incorrect' }
  | { kind: 'timeout' };

/** What the player hears of their answer: right, partly right, wrong, or never sent. */
function verdictOf(
  answer: { sent: boolean; correct: boolean; credit: number; points: number } | null,
): PlayerResult {
  if (!answer?.sent) return { kind: 'timeout' };
  if (answer.correct) return { kind: 'correct', points: answer.points };
  return answer.credit > 0 ? { kind: 'partial', points: answer.points } : { kind: 'incorrect' };
}

/** A phone's view of the game: the question, this player's answer and verdict, their place. */
export type PlayerState = {
  me: string;
  /** The game's phase, or `removed` once the host took this player's seat away. */
  phase: GameView['phase'] | 'removed';
  index: number;
  total: number;
  question: HostQuestion | null;
  /** This player's countdown's end, on this device's clock. */
  endsAt: number | null;
  /** When the question appeared here, for the answer's `timeTaken`. */
  shownAt: number | null;
  /** The option sent (null: none); only set once the socket took it. */
  answer: { optionId: string | null } | null;
  result: PlayerResult | null;
  final: { rank: number; score: number } | null;
  offset: number;
};

export type PlayerAction =
  | { type: 'frame'; frame: GameFrame; receivedAt: number }
  | { type: 'answered'; optionId: string | null };

export function initialPlayerState(me: string): PlayerState {
  return {
    me,
    phase: 'waiting',
    index: -1,
    total: 0,
    question: null,
    endsAt: null,
    shownAt: null,
    answer: null,
    result: null,
    final: null,
    offset: 0,
  };
}

function finalOf(
  state: PlayerState,
  scoreboard: { user_id: string; rank: number; score: number }[],
) {
  const own = scoreboard.find((standing) => standing.user_id === state.me);
  return own ? { rank: own.rank, score: own.score } : null;
}

export function playerStep(state: PlayerState, action: PlayerAction): PlayerState {
  if (state.phase === 'removed') return state;
  if (action.type === 'answered') {
    return state.phase === 'question' && !state.answer
      ? { ...state, answer: { optionId: action.optionId } }
      : state;
  }
  const { frame, receivedAt } = action;
  switch (frame.event) {
    case 'countdown':
      return { ...state, phase: 'countdown', endsAt: toLocal(frame.data.ends_at, state.offset) };
    case 'question':
      return {
        ...state,
        phase: 'question',
        index: frame.data.index,
        total: frame.data.total,
        question: frame.data.question,
        endsAt: toLocal(frame.data.served_at + frame.data.time_limit_ms, state.offset),
        shownAt: receivedAt,
        answer: null,
        result: null,
      };
    case 'deadline':
      return { ...state, endsAt: toLocal(frame.data.ends_at, state.offset) };
    case 'refused':
      // The server did not take the answer: the buttons open again while time is left (an
      // answer it already holds stays sent).
      return frame.data.command === 'answer' && frame.data.reason !== 'already_answered'
        ? { ...state, answer: null }
        : state;
    case 'question_closed': {
      const own = frame.data.results.find((result) => result.user_id === state.me);
      const result = verdictOf(own ? { ...own, sent: own.response !== null } : null);
      return { ...state, phase: 'review', endsAt: null, result };
    }
    case 'game_end':
      return {
        ...state,
        phase: 'finished',
        endsAt: null,
        final: finalOf(state, frame.data.scoreboard),
      };
    case 'player_leave':
      return frame.data.user_id === state.me && frame.data.removed
        ? { ...state, phase: 'removed', endsAt: null }
        : state;
    case 'state':
      return fromView(state, frame.data, receivedAt);
    default:
      return state;
  }
}

function fromView(state: PlayerState, view: GameView, receivedAt: number): PlayerState {
  const offset = serverOffset(view.now, receivedAt);
  if (view.you?.left) return { ...state, offset, phase: 'removed', endsAt: null };
  const answer = view.you?.answer ?? null;
  const sameQuestion = view.question?.id === state.question?.id;
  let result: PlayerResult | null = null;
  if (view.reveal) {
    result = verdictOf(
      answer && {
        sent: answer.response !== null,
        correct: answer.correct ?? false,
        credit: answer.credit ?? 0,
        points: answer.points ?? 0,
      },
    );
  }
  const end = view.you?.deadline ?? view.phase_ends_at;
  return {
    ...state,
    offset,
    phase: view.phase,
    index: view.index,
    total: view.total,
    question: view.question,
    endsAt: end === null ? null : toLocal(end, offset),
    shownAt: sameQuestion && state.shownAt !== null ? state.shownAt : receivedAt,
    answer: answer ? { optionId: answer.option_id } : null,
    result: view.phase === 'review' || view.phase === 'finished' ? result : null,
    final: view.phase === 'finished' ? finalOf(state, view.scoreboard) : null,
  };
}

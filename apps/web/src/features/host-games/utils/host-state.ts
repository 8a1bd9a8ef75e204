import {
  HOSTED_GAME_RULES,
  type GameFrame,
  type GameStanding,
  type GameView,
} from '@quizarena/contracts';
import { serverOffset, toLocal } from './clock';

export type HostQuestion = NonNullable<GameView['question']>;
export type HostPlayer = { user_id: string; name: string };
type ClosedData = Extract<GameFrame, { event: 'question_closed' }>['data'];
export type QuestionResult = ClosedData['results'][number];

/** A question as it closed: what was asked, the answer, and every player's option and points. */
export type ClosedQuestion = {
  index: number;
  question: HostQuestion;
  correct_option: string | null;
  /** The right answer in words, whatever the question's type. */
  correct_answer: string;
  explanation: string | null;
  results: QuestionResult[];
};

/**
 * What the shared screen knows of its game, built only from the frames it received: the host is
 * no player, so nothing here is the host's own (no answer, no deadline).
 */
export type HostState = {
  phase: GameView['phase'];
  /** Players in the game, in the order they joined. */
  players: HostPlayer[];
  /** Every nickname seen, so a player who left still has a name in the results. */
  names: Record<string, string>;
  /** The question shown or just closed (0-based), -1 before the first. */
  index: number;
  total: number;
  question: HostQuestion | null;
  /** When the countdown or the question ends, on this device's clock. */
  endsAt: number | null;
  answered: { answered: number; of: number };
  /** The current question's close, once it closed. */
  reveal: ClosedQuestion | null;
  scoreboard: GameStanding[];
  /** Every close received, in order: what the results file is made of. */
  history: ClosedQuestion[];
  /** The server's clock minus this device's. */
  offset: number;
  /** The host holds the pause after a question (the class discusses it). */
  paused: boolean;
};

export function initialHostState(total: number): HostState {
  return {
    phase: 'waiting',
    players: [],
    names: {},
    index: -1,
    total,
    question: null,
    endsAt: null,
    answered: { answered: 0, of: 0 },
    reveal: null,
    scoreboard: [],
    history: [],
    offset: 0,
    paused: false,
  };
}

function withPlayer(state: HostState, player: HostPlayer): HostState {
  const names = { ...state.names, [player.user_id]: player.name };
  if (state.players.some((seen) => seen.user_id === player.user_id)) return { ...state, names };
  return { ...state, names, players: [...state.players, player] };
}

function rememberClose(history: ClosedQuestion[], closed: ClosedQuestion): ClosedQuestion[] {
  // A close heard twice (a resync) replaces the first, so the file has each question once.
  const others = history.filter((entry) => entry.question.id !== closed.question.id);
  return [...others, closed].sort((a, b) => a.index - b.index);
}

/** The next state of the host's screen after one frame (received at `receivedAt`, local). */
export function hostStep(state: HostState, frame: GameFrame, receivedAt: number): HostState {
  switch (frame.event) {
    case 'player_join':
      return withPlayer(state, { user_id: frame.data.user_id, name: frame.data.name });
    case 'player_leave':
      return {
        ...state,
        players: state.players.filter((player) => player.user_id !== frame.data.user_id),
      };
    case 'countdown':
      return {
        ...state,
        phase: 'countdown',
        endsAt: toLocal(frame.data.ends_at, state.offset),
      };
    case 'question':
      return {
        ...state,
        phase: 'question',
        index: frame.data.index,
        total: frame.data.total,
        question: frame.data.question,
        endsAt: toLocal(frame.data.served_at + frame.data.time_limit_ms, state.offset),
        answered: { answered: 0, of: state.players.length },
        reveal: null,
        paused: false,
      };
    case 'answered':
      if (frame.data.question_id !== state.question?.id) return state;
      return { ...state, answered: { answered: frame.data.answered, of: frame.data.of } };
    case 'question_closed': {
      const question = state.question;
      if (!question || question.id !== frame.data.question_id) {
        return { ...state, phase: 'review', scoreboard: frame.data.scoreboard };
      }
      const closed: ClosedQuestion = {
        index: state.index,
        question,
        correct_option: frame.data.correct_option,
        correct_answer: frame.data.correct_answer,
        explanation: frame.data.explanation,
        results: frame.data.results,
      };
      return {
        ...state,
        phase: 'review',
        endsAt: null,
        reveal: closed,
        scoreboard: frame.data.scoreboard,
        history: rememberClose(state.history, closed),
      };
    }
    case 'game_end':
      return { ...state, phase: 'finished', endsAt: null, scoreboard: frame.data.scoreboard };
    case 'state':
      return fromView(state, frame.data, receivedAt);
    case 'paused':
      return { ...state, paused: frame.data.paused };
    default:
      return state;
  }
}

/** A whole view (after a reload or a reconnection): the screen takes the server's word. */
function fromView(state: HostState, view: GameView, receivedAt: number): HostState {
  const offset = serverOffset(view.now, receivedAt);
  let next: HostState = {
    ...state,
    offset,
    phase: view.phase,
    index: view.index,
    total: view.total,
    question: view.question,
    endsAt: view.phase_ends_at === null ? null : toLocal(view.phase_ends_at, offset),
    answered: view.answered,
    scoreboard: view.scoreboard,
    players: [],
    paused: view.paused,
  };
  for (const standing of view.scoreboard) {
    if (!standing.is_host && !standing.left)
      next = withPlayer(next, { user_id: standing.user_id, name: standing.name });
  }
  const question = view.question;
  if (view.reveal && question) {
    const known = state.history.find((entry) => entry.question.id === question.id);
    next.reveal = known ?? {
      index: view.index,
      question,
      correct_option: view.reveal.correct_option,
      correct_answer: view.reveal.correct_answer,
      explanation: view.reveal.explanation,
      results: [],
    };
  } else {
    next.reveal = null;
  }
  return next;
}

/** How many players chose each option of a closed question, in the options' order. */
export function answerDistribution(closed: ClosedQuestion): { optionId: string; count: number }[] {
  return closed.question.options.map((option) => ({
    optionId: option.id,
    count: closed.results.filter((result) => result.option_id === option.id).length,
  }));
}

/** The players the screen shows between questions and at the end, best first. */
export function topStandings(scoreboard: GameStanding[]): GameStanding[] {
  return [...scoreboard]
    .filter((standing) => !standing.is_host)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, HOSTED_GAME_RULES.topShown);
}

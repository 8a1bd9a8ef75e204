import {
  POWER_UP_RULES,
  POWER_UPS,
  type GameChatMessage,
  type GameFrame,
  type GameStanding,
  type GameView,
  type PowerUp,
} from '@quizarena/contracts';

// The live game as one viewer sees it, built from the frames the server sends (the room's
// channel and the viewer's inbox) and the viewer's own steps. Pure: the page's hook feeds it and
// turns its notices into toasts, sounds and navigation.

export type GamePhase = GameView['phase'];
export type PublicQuestion = NonNullable<GameView['question']>;
export type PowerUpState = { type: PowerUp; uses_remaining: number; cooldown: number };

/**
 * This question's answer: `idle` (none yet), `sending` (sent, not acknowledged), `acked`
 * (taken), `timed_out` (time ran out, an empty answer went).
 */
export type AnswerStatus = 'idle' | 'sending' | 'acked' | 'timed_out';

export type GameState = {
  me: string;
  phase: GamePhase;
  /** The server's clock minus this one's, from the last `state` frame. */
  offsetMs: number;
  hostId: string | null;
  /**
   * While waiting, when a game nobody hosts starts by itself at the latest (server clock): each
   * kind has its own arrival time (a match, a challenge, a tournament's grace), so the server's
   * word is used, not a rule guessed here.
   */
  startsBy: number | null;
  countdownEndsAt: number | null;
  index: number;
  total: number;
  question: PublicQuestion | null;
  /** When the room's countdown for the question ends (server clock). */
  questionEndsAt: number | null;
  /** This player's own end when it differs (accommodations, extra time). */
  myDeadline: number | null;
  timeLimitMs: number;
  selected: string | null;
  answer: AnswerStatus;
  reveal: GameView['reveal'];
  /** This player's verdict on the closed question. */
  verdict: { correct: boolean; points: number; option_id: string | null } | null;
  answered: { answered: number; of: number };
  scoreboard: GameStanding[];
  teamScores: [number, number] | null;
  teams: Record<string, 0 | 1 | null>;
  /** Whether this viewer plays (false: a spectator, or nothing known yet). */
  playing: boolean;
  powerUps: PowerUpState[];
  /** The power-up used on this question (one a question). */
  activePowerUp: PowerUp | null;
  removedOptionIds: string[];
  eliminated: boolean;
  connections: Record<string, boolean>;
  chat: GameChatMessage[];
  /** The host took this player's seat away. */
  removed: boolean;
  /** The host holds the pause between questions. */
  paused: boolean;
};

/** What the page tells the player as a step happens (a toast, a sound, a move). */
export type GameNotice =
  | { kind: 'correct'; points: number }
  | { kind: 'partial'; points: number }
  | { kind: 'incorrect' }
  | { kind: 'submit_failed' }
  | { kind: 'power_up'; type: PowerUp }
  | { kind: 'refused'; command: string; reason: string }
  | { kind: 'removed' }
  | { kind: 'question' }
  | { kind: 'countdown' }
  | { kind: 'game_end' }
  | { kind: 'roster' };

/** Chat lines kept: the panel shows a conversation, not a log. */
export const CHAT_KEPT = 200;

export function freshPowerUps(): PowerUpState[] {
  return POWER_UPS.map((type) => ({
    type,
    uses_remaining: POWER_UP_RULES[type].uses,
    cooldown: 0,
  }));
}

export function initialGameState(
  me: string,
  seed: { phase?: GamePhase; hostId?: string | null; playing?: boolean; total?: number } = {},
): GameState {
  return {
    me,
    phase: seed.phase ?? 'waiting',
    offsetMs: 0,
    hostId: seed.hostId ?? null,
    startsBy: null,
    countdownEndsAt: null,
    index: -1,
    total: seed.total ?? 1,
    question: null,
    questionEndsAt: null,
    myDeadline: null,
    timeLimitMs: 30_000,
    selected: null,
    answer: 'idle',
    reveal: null,
    verdict: null,
    answered: { answered: 0, of: 0 },
    scoreboard: [],
    teamScores: null,
    teams: {},
    playing: seed.playing ?? false,
    powerUps: freshPowerUps(),
    activePowerUp: null,
    removedOptionIds: [],
    eliminated: false,
    connections: {},
    chat: [],
    removed: false,
    paused: false,
  };
}

export type GameAction =
  | { type: 'frame'; frame: GameFrame; receivedAt: number }
  | { type: 'select'; optionId: string }
  | { type: 'answer_sent' }
  | { type: 'answer_failed' }
  | { type: 'time_up' };

type Step = { state: GameState; notices: GameNotice[] };

const same = (state: GameState): Step => ({ state, notices: [] });

/** The moment this player's countdown ends (server clock), or null without a question. */
export function deadlineOf(state: GameState): number | null {
  return state.myDeadline ?? state.questionEndsAt;
}

/** Whether this viewer may still answer the open question. */
export function canAnswer(state: GameState): boolean {
  return (
    state.phase === 'question' &&
    state.playing &&
    !state.eliminated &&
    state.question !== null &&
    state.answer === 'idle'
  );
}

/** Whether a power-up's button is usable now, by the rules the server applies. */
export function powerUpReady(state: GameState, powerUp: PowerUpState, enabled: boolean): boolean {
  return (
    enabled &&
    canAnswer(state) &&
    state.activePowerUp === null &&
    powerUp.uses_remaining > 0 &&
    powerUp.cooldown === 0
  );
}

function withView(state: GameState, view: GameView, receivedAt: number): GameState {
  const you = view.you;
  const questionEndsAt =
    view.phase === 'question'
      ? view.phase_ends_at
      : state.question?.id === view.question?.id
        ? state.questionEndsAt
        : null;
  const answer: AnswerStatus = you?.answer
    ? you.answer.option_id === null
      ? 'timed_out'
      : 'acked'
    : 'idle';
  return {
    ...state,
    phase: view.phase,
    offsetMs: view.now - receivedAt,
    hostId: view.host_id,
    startsBy: view.phase === 'waiting' ? view.phase_ends_at : null,
    countdownEndsAt: view.phase === 'countdown' ? view.phase_ends_at : null,
    index: view.index,
    total: view.total,
    question: view.question,
    questionEndsAt,
    myDeadline: you?.deadline ?? null,
    timeLimitMs: view.time_limit_ms,
    selected: you?.answer?.option_id ?? null,
    answer,
    reveal: view.reveal,
    verdict:
      you?.answer && you.answer.correct !== null
        ? {
            correct: you.answer.correct,
            points: you.answer.points ?? 0,
            option_id: you.answer.option_id,
          }
        : null,
    answered: view.answered,
    scoreboard: view.scoreboard,
    teamScores: view.team_scores,
    teams: Object.fromEntries(view.scoreboard.map((line) => [line.user_id, line.team])),
    playing: you !== null && !you.left,
    powerUps: you ? you.power_ups.map((held) => ({ ...held })) : state.powerUps,
    activePowerUp: you?.active_power_up ?? null,
    removedOptionIds: you?.removed_option_ids ?? [],
    eliminated: you?.eliminated ?? false,
    connections: Object.fromEntries(
      view.scoreboard.map((line) => [line.user_id, line.is_connected]),
    ),
    paused: view.paused,
  };
}

function applyFrame(state: GameState, frame: GameFrame, receivedAt: number): Step {
  switch (frame.event) {
    case 'state':
      return same(withView(state, frame.data, receivedAt));
    case 'player_join':
      return {
        state: { ...state, connections: { ...state.connections, [frame.data.user_id]: true } },
        notices: [{ kind: 'roster' }],
      };
    case 'player_leave': {
      if (frame.data.user_id === state.me && frame.data.removed) {
        return {
          state: { ...state, removed: true, playing: false },
          notices: [{ kind: 'removed' }],
        };
      }
      return {
        state: {
          ...state,
          connections: { ...state.connections, [frame.data.user_id]: false },
          scoreboard: state.scoreboard.map((line) =>
            line.user_id === frame.data.user_id
              ? { ...line, left: true, is_connected: false }
              : line,
          ),
        },
        notices: [{ kind: 'roster' }],
      };
    }
    case 'host_changed':
      return {
        state: {
          ...state,
          hostId: frame.data.user_id,
          scoreboard: state.scoreboard.map((line) => ({
            ...line,
            is_host: line.user_id === frame.data.user_id,
          })),
        },
        notices: [{ kind: 'roster' }],
      };
    case 'connection':
      return same({
        ...state,
        connections: { ...state.connections, [frame.data.user_id]: frame.data.is_connected },
      });
    case 'countdown':
      return {
        state: {
          ...state,
          phase: 'countdown',
          countdownEndsAt: frame.data.ends_at,
          teams: Object.fromEntries(frame.data.teams.map((line) => [line.user_id, line.team])),
        },
        notices: [{ kind: 'countdown' }],
      };
    case 'question': {
      const { data } = frame;
      if (state.question?.id === data.question.id && state.phase === 'question') return same(state);
      return {
        state: {
          ...state,
          phase: 'question',
          paused: false,
          countdownEndsAt: null,
          index: data.index,
          total: data.total,
          question: data.question,
          questionEndsAt: data.served_at + data.time_limit_ms,
          myDeadline: null,
          timeLimitMs: data.time_limit_ms,
          selected: null,
          answer: 'idle',
          reveal: null,
          verdict: null,
          answered: { answered: 0, of: state.answered.of },
          // One question further from each power-up's last use.
          powerUps: state.powerUps.map((held) => ({
            ...held,
            cooldown: Math.max(0, held.cooldown - 1),
          })),
          activePowerUp: null,
          removedOptionIds: [],
        },
        notices: [{ kind: 'question' }],
      };
    }
    case 'paused':
      return same({ ...state, paused: frame.data.paused });
    case 'deadline':
      return same({ ...state, myDeadline: frame.data.ends_at });
    case 'answer_ack':
      if (frame.data.question_id !== state.question?.id) return same(state);
      return same({ ...state, answer: state.answer === 'timed_out' ? 'timed_out' : 'acked' });
    case 'answered':
      if (frame.data.question_id !== state.question?.id) return same(state);
      return same({ ...state, answered: { answered: frame.data.answered, of: frame.data.of } });
    case 'power_up': {
      const { type } = frame.data;
      return {
        state: {
          ...state,
          activePowerUp: type,
          powerUps: state.powerUps.map((held) =>
            held.type === type
              ? {
                  ...held,
                  uses_remaining: frame.data.uses_remaining,
                  // The server counts the question of the use too (see its view's cooldown).
                  cooldown: POWER_UP_RULES[type].cooldownQuestions + 1,
                }
              : held,
          ),
          removedOptionIds: frame.data.removed_option_ids ?? state.removedOptionIds,
          myDeadline: frame.data.ends_at ?? state.myDeadline,
        },
        notices: [{ kind: 'power_up', type }],
      };
    }
    case 'question_closed': {
      const { data } = frame;
      const mine = data.results.find((result) => result.user_id === state.me) ?? null;
      const eliminated = state.eliminated || data.eliminated_user_id === state.me;
      const notices: GameNotice[] = [];
      // A let-go answer already read "Time's up!": only a sent answer gets a verdict toast.
      if (mine && mine.response !== null) {
        notices.push(
          mine.correct
            ? { kind: 'correct', points: mine.points }
            : mine.credit > 0
              ? { kind: 'partial', points: mine.points }
              : { kind: 'incorrect' },
        );
      }
      return {
        state: {
          ...state,
          phase: 'review',
          reveal: {
            correct_option: data.correct_option,
            correct_response: data.correct_response,
            correct_answer: data.correct_answer,
            explanation: data.explanation,
          },
          verdict: mine
            ? { correct: mine.correct, points: mine.points, option_id: mine.option_id }
            : null,
          scoreboard: data.scoreboard,
          teamScores: data.team_scores,
          eliminated,
        },
        notices,
      };
    }
    case 'game_end':
      return {
        state: {
          ...state,
          phase: 'finished',
          scoreboard: frame.data.scoreboard,
          teamScores: frame.data.team_scores,
        },
        notices: [{ kind: 'game_end' }],
      };
    case 'chat': {
      if (state.chat.some((line) => line.id === frame.data.id)) return same(state);
      return same({ ...state, chat: [...state.chat, frame.data].slice(-CHAT_KEPT) });
    }
    case 'refused': {
      const notices: GameNotice[] = [];
      let next = state;
      if (frame.data.command === 'answer') {
        // The answer did not count: the question opens again while there is time (after the
        // deadline it stays closed, or the empty answer would go again and again).
        next = { ...state, answer: state.answer === 'timed_out' ? 'timed_out' : 'idle' };
        notices.push({ kind: 'submit_failed' });
      } else {
        notices.push({ kind: 'refused', command: frame.data.command, reason: frame.data.reason });
      }
      return { state: next, notices };
    }
  }
}

/** One step of the game: the next state and what to tell the player. */
export function gameStep(state: GameState, action: GameAction): Step {
  switch (action.type) {
    case 'frame':
      return applyFrame(state, action.frame, action.receivedAt);
    case 'select':
      return canAnswer(state) ? same({ ...state, selected: action.optionId }) : same(state);
    case 'answer_sent':
      return canAnswer(state) ? same({ ...state, answer: 'sending' }) : same(state);
    case 'answer_failed':
      return {
        state: state.answer === 'sending' ? { ...state, answer: 'idle' } : state,
        notices: [{ kind: 'submit_failed' }],
      };
    case 'time_up':
      return canAnswer(state) ? same({ ...state, answer: 'timed_out' }) : same(state);
  }
}

/** The scoreboard, best first; before any score, the order the server gave. */
export function rankedStandings(scoreboard: GameStanding[]): GameStanding[] {
  return [...scoreboard].sort((a, b) => a.rank - b.rank || b.score - a.score);
}

type RoomPlayer = { user_id: string; name: string; is_online: boolean };

/**
 * The players panel's lines: the game's scoreboard once there is one, else the room's seats at
 * nought (before the first question closes), with live connections and the current host.
 */
export function standingsFor(
  players: RoomPlayer[],
  hostId: string | null,
  state: GameState,
): GameStanding[] {
  const lines: GameStanding[] =
    state.scoreboard.length > 0
      ? state.scoreboard
      : players.map((player, index) => ({
          user_id: player.user_id,
          name: player.name,
          rank: index + 1,
          score: 0,
          correct_answers: 0,
          total_answers: 0,
          streak: 0,
          team: state.teams[player.user_id] ?? null,
          is_connected: player.is_online,
          is_host: player.user_id === hostId,
          eliminated: false,
          left: false,
        }));
  return rankedStandings(
    lines.map((line) => ({
      ...line,
      is_connected: state.connections[line.user_id] ?? line.is_connected,
      is_host: hostId ? line.user_id === hostId : line.is_host,
    })),
  );
}

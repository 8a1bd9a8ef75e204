import {
  ANSWER_TIMING,
  EXTRA_TIME_SECONDS,
  GAME_TIMING,
  POWER_UP_RULES,
  POWER_UPS,
  ROOM_MODE_RULES,
  accommodatedLimitMs,
  powerUpBonus,
  responseProblem,
  rightAnswerText,
  rightResponse,
  type ExtendedTime,
  type PlayerResponse,
  type GameRefusal,
  type PowerUp,
  type RoomMode,
  type ScoringContext,
} from '@quizarena/contracts';
import { answerKeyOf, isFastAnswer, judgeAnswer, type Scoring, type StoredKey } from '../../quiz';

// The game engine: one game of N players, held by the instance that owns it. Every change is a
// call with the server's time (`at`, ms); each answers the frames to send and who gets them,
// and nothing here reads a clock, a socket or the database, so the rules are tested alone
// (game-engine.test.ts) and an owner that takes a game over replays nothing but its state.
// The owner calls `tick` at `nextWakeAt`. Correct options leave the engine only in the frame
// that closes a question, after its deadline or once every player still in has answered.

/** A question as the engine holds it; its key (`StoredKey`) and `explanation` are secret. */
export type EngineQuestion = StoredKey & {
  id: string;
  text: string;
  options: { id: string; text: string }[];
  explanation: string | null;
  difficulty: string;
  points: number;
  /** The question's picture and its alt text (absent in games saved before pictures). */
  imageUrl?: string | null;
  imageAlt?: string | null;
};

export type GameSettings = {
  mode: RoomMode;
  /** The room's seconds a question (lightning uses its own). */
  secondsPerQuestion: number;
  maxPlayers: number;
  /** Players a game needs to start: 2 for a room, 1 for solo play. */
  minPlayers: number;
  powerUpsEnabled: boolean;
  /** Whether players' time accommodations extend their countdowns (the host's switch). */
  honourAccommodations: boolean;
  /**
   * A game of seated players nobody starts by hand (a match, a challenge): it starts once every
   * player has connected, or at its waiting deadline with those there (absent, none at all).
   */
  autoStart?: boolean;
  /** Whose multiplier scores the answers (DECISIONS #2): a room's, a study session's, ... */
  context?: Extract<ScoringContext, 'multiplayer' | 'study_group' | 'tournament'>;
};

export type PlayerAnswer = {
  optionId: string | null;
  /** What the player sent, of the question's type; null when they let it go. */
  response: PlayerResponse | null;
  correct: boolean;
  /** The share of the question's points earned (partial credit). */
  credit: number;
  timedOut: boolean;
  timeMs: number;
  /** By the scoring rule, without the power-up. */
  points: number;
  powerUpBonus: number;
  /** Counts toward the speed achievements (`isFastAnswer`). */
  fast: boolean;
};

export type GamePlayer = {
  userId: string;
  name: string;
  joinedAt: number;
  extendedTime: ExtendedTime;
  connected: boolean;
  /** Left during play: kept in the results with what they scored, asked nothing more. */
  left: boolean;
  /** The question after which they were eliminated (elimination mode). */
  eliminatedAfter: number | null;
  team: 0 | 1 | null;
  /**
   * One entry per question played while they were in, in order; empty (undefined, or null once
   * the state went through JSON) = not answered.
   */
  answers: (PlayerAnswer | null | undefined)[];
  powerUps: Record<PowerUp, { uses: number; lastUsedOn: number | null }>;
  /** This question's power-up, if any: one a question. */
  activePowerUp: PowerUp | null;
  /** Milliseconds `extra_time` added to this question's countdown. */
  extraMs: number;
};

export type GamePhase = 'waiting' | 'countdown' | 'question' | 'review' | 'finished' | 'cancelled';

export type GameState = {
  id: string;
  hostId: string;
  settings: GameSettings;
  questions: EngineQuestion[];
  phase: GamePhase;
  /** The question being played or just closed; -1 before the first. */
  index: number;
  /** When the current question was served (ms). */
  servedAt: number;
  /** When the current phase ends by itself (ms); null when only a command ends it. */
  phaseEndsAt: number | null;
  players: GamePlayer[];
  /** When the last 'N of M answered' frame went out, and whether a newer count waits. */
  progressSentAt: number;
  progressPending: boolean;
};

/** Who a frame goes to: everyone watching the game (players and spectators) or one player. */
export type Audience = { to: 'all' } | { to: 'player'; userId: string };
export type Frame = Audience & { event: string; data: Record<string, unknown> };

/** Every reason but `unavailable`, which only the relay gives (no instance runs the game). */
export type Refusal = Exclude<GameRefusal, 'unavailable'>;

export type Outcome = { ok: true; frames: Frame[] } | { ok: false; reason: Refusal };

/** The least time between two 'N of M answered' frames: a few a second, however many answer. */
export const PROGRESS_INTERVAL_MS = 250;

/**
 * "No count sent yet": a number JSON keeps (the state is saved as JSON, which would turn
 * -Infinity into null), far enough back that the next count goes out at once.
 */
const NEVER = Number.MIN_SAFE_INTEGER;

const all = (event: string, data: Record<string, unknown>): Frame => ({ to: 'all', event, data });
const one = (userId: string, event: string, data: Record<string, unknown>): Frame => ({
  to: 'player',
  userId,
  event,
  data,
});
const refuse = (reason: Refusal): Outcome => ({ ok: false, reason });

export function newGame(input: {
  id: string;
  hostId: string;
  settings: GameSettings;
  questions: EngineQuestion[];
  /** When a game that starts by itself starts at the latest (ms; `autoStart` games only). */
  startsBy?: number;
}): GameState {
  const { startsBy, ...game } = input;
  return {
    ...game,
    phase: 'waiting',
    index: -1,
    servedAt: 0,
    phaseEndsAt: input.settings.autoStart && startsBy !== undefined ? startsBy : null,
    players: [],
    progressSentAt: NEVER,
    progressPending: false,
  };
}

/** Whether the player still answers questions (not left, not eliminated). */
export const isIn = (player: GamePlayer) => !player.left && player.eliminatedAfter === null;

const findPlayer = (state: GameState, userId: string) =>
  state.players.find((player) => player.userId === userId);

/** The game's countdown a question, in ms, before anyone's accommodation or extra time. */
export function roomLimitMs(state: GameState): number {
  const seconds =
    ROOM_MODE_RULES[state.settings.mode].secondsPerQuestion ?? state.settings.secondsPerQuestion;
  return seconds * 1000;
}

/** A player's countdown for the current question, in ms. */
export function playerLimitMs(state: GameState, player: GamePlayer): number {
  const factor = state.settings.honourAccommodations ? player.extendedTime : 1;
  return accommodatedLimitMs(roomLimitMs(state), factor) + player.extraMs;
}

/** When the current question closes for everyone: the longest countdown of a player still in. */
function questionEndsAt(state: GameState): number {
  const limits = state.players.filter(isIn).map((player) => playerLimitMs(state, player));
  return state.servedAt + Math.max(0, ...limits) + ANSWER_TIMING.graceMs;
}

const scoreOf = (player: GamePlayer) =>
  player.answers.reduce(
    (sum, answer) => sum + (answer ? answer.points + answer.powerUpBonus : 0),
    0,
  );
const correctOf = (player: GamePlayer) => player.answers.filter((answer) => answer?.correct).length;
const timeOf = (player: GamePlayer) =>
  player.answers.reduce((sum, answer) => sum + (answer?.timeMs ?? 0), 0);
const streakOf = (player: GamePlayer) => {
  let run = 0;
  for (const answer of player.answers) run = answer?.correct ? run + 1 : 0;
  return run;
};

/**
 * Players by place: score, then the one who stayed in longer, then the faster in total, then
 * who joined first, so every tie has one order.
 */
export function standings(state: GameState): GamePlayer[] {
  const lasted = (player: GamePlayer) => player.eliminatedAfter ?? Number.POSITIVE_INFINITY;
  return [...state.players].sort(
    (a, b) =>
      scoreOf(b) - scoreOf(a) ||
      lasted(b) - lasted(a) ||
      timeOf(a) - timeOf(b) ||
      a.joinedAt - b.joinedAt,
  );
}

/** The scoreboard as every viewer sees it between questions and at the end. */
export function scoreboard(state: GameState) {
  return standings(state).map((player, place) => ({
    user_id: player.userId,
    name: player.name,
    rank: place + 1,
    score: scoreOf(player),
    correct_answers: correctOf(player),
    total_answers: player.answers.filter(Boolean).length,
    streak: streakOf(player),
    team: player.team,
    is_connected: player.connected,
    is_host: player.userId === state.hostId,
    eliminated: player.eliminatedAfter !== null,
    left: player.left,
  }));
}

/** Team scores, in team order, when the mode plays in teams. */
export function teamScores(state: GameState): [number, number] | null {
  if (!ROOM_MODE_RULES[state.settings.mode].teams) return null;
  const scores: [number, number] = [0, 0];
  for (const player of state.players)
    if (player.team !== null) scores[player.team] += scoreOf(player);
  return scores;
}

/** Takes a seat while the game waits for its start. */
export function join(
  state: GameState,
  player: { userId: string; name: string; extendedTime: ExtendedTime },
  at: number,
  /** False for a seat taken for a player who has yet to arrive (a match, a challenge). */
  connected = true,
): Outcome {
  if (state.phase !== 'waiting') return refuse('not_waiting');
  if (findPlayer(state, player.userId)) return refuse('already_joined');
  if (state.players.length >= state.settings.maxPlayers) return refuse('full');
  const seated: GamePlayer = {
    ...player,
    joinedAt: at,
    connected,
    left: false,
    eliminatedAfter: null,
    team: null,
    answers: [],
    powerUps: Object.fromEntries(
      POWER_UPS.map((type) => [type, { uses: POWER_UP_RULES[type].uses, lastUsedOn: null }]),
    ) as GamePlayer['powerUps'],
    activePowerUp: null,
    extraMs: 0,
  };
  state.players.push(seated);
  return {
    ok: true,
    frames: [
      all('player_join', {
        user_id: player.userId,
        name: player.name,
        players: state.players.length,
      }),
    ],
  };
}

/**
 * Leaves the game: before the start the seat is freed; during play the player keeps what they
 * scored and answers nothing more. The host's crown passes to the next player to have joined.
 */
export function leave(state: GameState, userId: string, at: number, removed = false): Outcome {
  const player = findPlayer(state, userId);
  if (!player || player.left) return refuse('not_in_game');
  // Leaving a game that starts by itself is no way out of it: it starts, and they have left it
  // (ranked last, as leaving any game in play does).
  const begun = state.phase === 'waiting' && state.settings.autoStart ? begin(state, at) : [];
  if (state.phase === 'waiting') state.players.splice(state.players.indexOf(player), 1);
  else player.left = true;
  player.connected = false;
  const frames = [
    ...begun,
    all('player_leave', removed ? { user_id: userId, removed } : { user_id: userId }),
  ];
  if (state.hostId === userId) {
    const next = state.players.find((other) => other.userId !== userId && !other.left);
    if (next) {
      state.hostId = next.userId;
      frames.push(all('host_changed', { user_id: next.userId }));
    }
  }
  // The host was the last player of a room that never started: nobody is left to start it.
  // (A hosted game's host runs it without playing, so its players leaving ends nothing.)
  if (state.phase === 'waiting' && state.players.length === 0 && state.hostId === userId) {
    state.phase = 'cancelled';
    frames.push(all('game_end', { scoreboard: [], team_scores: null }));
    return { ok: true, frames };
  }
  // The last answer still owed, or nobody left to owe one: the question closes either way, so
  // what was answered in it is announced before the end.
  if (state.phase === 'question') {
    frames.push(...(state.players.some(isIn) ? closeIfAllAnswered(state, at) : close(state, at)));
  }
  if (state.phase !== 'waiting' && state.phase !== 'finished' && !state.players.some(isIn)) {
    frames.push(...finish(state));
  }
  return { ok: true, frames };
}

/** The host takes a player's seat away: they leave as if they had, and are told why. */
export function kick(state: GameState, by: string, userId: string, at: number): Outcome {
  if (by !== state.hostId) return refuse('not_host');
  if (by === userId) return refuse('not_in_game');
  return leave(state, userId, at, true);
}

/**
 * The host ends the game: a waiting room is cancelled (its fees go back, the owner's part); a
 * game in play closes its open question, as a deadline would, and finishes with what was
 * played, so places and points are paid as at a normal end.
 */
export function end(state: GameState, by: string, at: number): Outcome {
  if (by !== state.hostId) return refuse('not_host');
  if (state.phase === 'finished' || state.phase === 'cancelled') return refuse('not_playing');
  if (state.phase === 'waiting') {
    state.phase = 'cancelled';
    state.phaseEndsAt = null;
    return { ok: true, frames: [all('game_end', { scoreboard: [], team_scores: null })] };
  }
  const frames = state.phase === 'question' ? close(state, at) : [];
  // Closing the last question (or the last player's) already finished the game.
  if (!frames.some((frame) => frame.event === 'game_end')) frames.push(...finish(state));
  return { ok: true, frames };
}

/**
 * The host holds the pause between two questions (the answer, the explanation, the
 * scoreboard) for as long as the class needs; `resume` serves the next question at once.
 */
export function pause(state: GameState, by: string): Outcome {
  if (by !== state.hostId) return refuse('not_host');
  if (state.phase !== 'review' || state.phaseEndsAt === null) return refuse('not_playing');
  state.phaseEndsAt = null;
  return { ok: true, frames: [all('paused', { paused: true })] };
}

export function resume(state: GameState, by: string, at: number): Outcome {
  if (by !== state.hostId) return refuse('not_host');
  if (state.phase !== 'review' || state.phaseEndsAt !== null) return refuse('not_playing');
  state.phaseEndsAt = at;
  return { ok: true, frames: [all('paused', { paused: false }), ...tick(state, at)] };
}

/** Whether the host holds the pause between questions. */
export const isPaused = (state: GameState) =>
  state.phase === 'review' && state.phaseEndsAt === null;

/**
 * A socket dropped or came back: the seat is kept either way; everyone sees the dot. The last
 * player to arrive at a game that starts by itself starts it.
 */
export function setConnected(
  state: GameState,
  userId: string,
  connected: boolean,
  at: number,
): Outcome {
  const player = findPlayer(state, userId);
  if (!player || player.left) return refuse('not_in_game');
  if (player.connected === connected) return { ok: true, frames: [] };
  player.connected = connected;
  const frames = [all('connection', { user_id: userId, is_connected: connected })];
  if (
    state.phase === 'waiting' &&
    state.settings.autoStart &&
    state.players.every((seated) => seated.connected)
  ) {
    frames.push(...begin(state, at));
  }
  return { ok: true, frames };
}

/** The host starts: teams are drawn (alternating by seat) and the countdown runs. */
export function start(state: GameState, by: string, at: number): Outcome {
  if (state.phase !== 'waiting') return refuse('not_waiting');
  if (by !== state.hostId) return refuse('not_host');
  if (state.players.length < state.settings.minPlayers) return refuse('too_few_players');
  return { ok: true, frames: begin(state, at) };
}

/** The countdown to the first question runs; teams are drawn by seat, alternating. */
function begin(state: GameState, at: number): Frame[] {
  if (ROOM_MODE_RULES[state.settings.mode].teams) {
    state.players.forEach((player, seat) => (player.team = seat % 2 === 0 ? 0 : 1));
  }
  state.phase = 'countdown';
  state.phaseEndsAt = at + GAME_TIMING.countdownSeconds * 1000;
  return [
    all('countdown', {
      seconds: GAME_TIMING.countdownSeconds,
      ends_at: state.phaseEndsAt,
      teams: state.players.map((player) => ({ user_id: player.userId, team: player.team })),
    }),
  ];
}

/** What every viewer is shown of a question: never its correct option or explanation. */
function questionFrame(state: GameState): Frame {
  const question = state.questions[state.index]!;
  return all('question', {
    index: state.index,
    total: state.questions.length,
    question: {
      id: question.id,
      question_text: question.text,
      type: question.type,
      options: question.options.map((option) => ({ id: option.id, option_text: option.text })),
      difficulty: question.difficulty,
      points: question.points,
      image_url: question.imageUrl ?? null,
      image_alt: question.imageAlt ?? null,
    },
    served_at: state.servedAt,
    time_limit_ms: roomLimitMs(state),
  });
}

function serve(state: GameState, at: number): Frame[] {
  state.index += 1;
  state.phase = 'question';
  state.servedAt = at;
  state.progressSentAt = NEVER;
  state.progressPending = false;
  for (const player of state.players) {
    player.activePowerUp = null;
    player.extraMs = 0;
  }
  state.phaseEndsAt = questionEndsAt(state);
  const frames = [questionFrame(state)];
  // A player whose countdown is not the room's hears their own.
  for (const player of state.players.filter(isIn)) {
    const limit = playerLimitMs(state, player);
    if (limit !== roomLimitMs(state))
      frames.push(one(player.userId, 'deadline', { ends_at: at + limit }));
  }
  return frames;
}

export const answeredCount = (state: GameState) =>
  state.players.filter((player) => isIn(player) && player.answers[state.index]).length;

function progressFrame(state: GameState, at: number): Frame {
  state.progressSentAt = at;
  state.progressPending = false;
  return all('answered', {
    question_id: state.questions[state.index]!.id,
    answered: answeredCount(state),
    of: state.players.filter(isIn).length,
  });
}

/** Records `player`'s answer to the current question as the quiz module judges it. */
function record(state: GameState, player: GamePlayer, response: PlayerResponse | null, at: number) {
  const question = state.questions[state.index]!;
  const scoring: Scoring = {
    context: state.settings.context ?? 'multiplayer',
    streakBonus: ROOM_MODE_RULES[state.settings.mode].streakBonus,
  };
  const judged = judgeAnswer({
    mode: scoring,
    limitMs: playerLimitMs(state, player),
    question: {
      type: question.type,
      correctOptionId: question.correctOptionId,
      answerKey: question.answerKey,
      points: question.points,
      servedAt: new Date(state.servedAt),
    },
    response,
    now: new Date(at),
    earlierCorrect: player.answers.map((answer) => answer?.correct ?? false),
  });
  const answer: PlayerAnswer = {
    optionId: judged.selectedOptionId,
    response: judged.response,
    correct: judged.isCorrect,
    credit: judged.credit,
    timedOut: judged.timedOut,
    timeMs: judged.timeTakenMs,
    points: judged.pointsEarned,
    powerUpBonus: powerUpBonus(judged.pointsEarned, player.activePowerUp === 'double_points'),
    fast: isFastAnswer(judged),
  };
  player.answers[state.index] = answer;
  return answer;
}

/**
 * A player answers the current question (null: they let it go). The answer is judged by the
 * server's time, acknowledged to them alone without its verdict, and counted in the next
 * 'N of M answered' frame; the last answer of those still in closes the question.
 */
export function answer(
  state: GameState,
  userId: string,
  questionId: string,
  response: PlayerResponse | null,
  at: number,
): Outcome {
  if (state.phase !== 'question') return refuse('not_playing');
  const player = findPlayer(state, userId);
  if (!player || !isIn(player)) return refuse('not_in_game');
  const question = state.questions[state.index]!;
  if (question.id !== questionId) return refuse('wrong_question');
  if (player.answers[state.index]) return refuse('already_answered');
  const problem =
    response &&
    responseProblem(
      question.type,
      question.options.map((option) => option.id),
      response,
    );
  if (problem) return refuse(problem === 'wrong_shape' ? 'wrong_answer_type' : 'unknown_option');
  if (at > state.servedAt + playerLimitMs(state, player) + ANSWER_TIMING.graceMs) {
    return refuse('too_late');
  }
  const recorded = record(state, player, response, at);
  const frames: Frame[] = [
    one(userId, 'answer_ack', { question_id: questionId, time_ms: recorded.timeMs }),
  ];
  state.progressPending = true;
  const closing = closeIfAllAnswered(state, at);
  if (closing.length > 0) return { ok: true, frames: [...frames, ...closing] };
  if (at - state.progressSentAt >= PROGRESS_INTERVAL_MS) frames.push(progressFrame(state, at));
  return { ok: true, frames };
}

/** Uses a power-up on the current question, before answering it. */
export function usePowerUp(state: GameState, userId: string, type: PowerUp, at: number): Outcome {
  if (state.phase !== 'question') return refuse('not_playing');
  if (!state.settings.powerUpsEnabled) return refuse('power_ups_off');
  const player = findPlayer(state, userId);
  if (!player || !isIn(player)) return refuse('not_in_game');
  if (player.answers[state.index]) return refuse('already_answered');
  if (at > state.servedAt + playerLimitMs(state, player)) return refuse('too_late');
  if (player.activePowerUp) return refuse('one_power_up_a_question');
  if (!POWER_UP_FITS[type](state.questions[state.index]!)) return refuse('not_for_this_question');
  const held = player.powerUps[type];
  if (held.uses <= 0) return refuse('no_uses_left');
  if (
    held.lastUsedOn !== null &&
    state.index - held.lastUsedOn <= POWER_UP_RULES[type].cooldownQuestions
  ) {
    return refuse('cooling_down');
  }
  held.uses -= 1;
  held.lastUsedOn = state.index;
  player.activePowerUp = type;
  const data: Record<string, unknown> = { type, uses_remaining: held.uses };
  if (type === 'fifty_fifty') {
    data.removed_option_ids = removedOptionIds(state.questions[state.index]!, userId);
  }
  if (type === 'extra_time') {
    player.extraMs = EXTRA_TIME_SECONDS * 1000;
    state.phaseEndsAt = questionEndsAt(state);
    data.ends_at = state.servedAt + playerLimitMs(state, player);
  }
  return { ok: true, frames: [one(userId, 'power_up', data)] };
}

/**
 * A state saved before question types existed: its questions were all single choice and its
 * answers chose one option each. Brought up to date in place when another instance adopts it,
 * so a game in play across the upgrade plays on.
 */
export function upgradeSavedState(state: GameState): void {
  for (const question of state.questions) {
    question.type ??= 'single';
    question.answerKey ??= null;
  }
  for (const player of state.players) {
    for (const given of player.answers) {
      if (!given) continue;
      given.response ??= given.optionId === null ? null : { option_id: given.optionId };
      given.credit ??= given.correct ? 1 : 0;
    }
  }
}

/** What a closed question reveals: the right answer (as option, response and words) and why. */
export function revealOf(question: EngineQuestion) {
  const key = answerKeyOf(question);
  const options = question.options.map((option) => ({ id: option.id, option_text: option.text }));
  return {
    correct_option: question.correctOptionId,
    correct_response: rightResponse(key),
    correct_answer: rightAnswerText(key, options),
    explanation: question.explanation,
  };
}

/**
 * Whether a power-up means anything for a question: 50/50 takes wrong options away, so it needs
 * a question answered by one option of more than two; the others fit every question.
 */
const POWER_UP_FITS: Record<PowerUp, (question: EngineQuestion) => boolean> = {
  fifty_fifty: (question) =>
    (question.type === 'single' || question.type === 'true_false') && question.options.length > 2,
  double_points: () => true,
  extra_time: () => true,
};

/**
 * The two wrong options 50/50 takes away from `userId`'s question: the same two for the same
 * player and question however often asked (a player who reconnects sees the same ones).
 */
export function removedOptionIds(question: EngineQuestion, userId: string): string[] {
  const wrong = question.options.filter((option) => option.id !== question.correctOptionId);
  return wrong
    .sort((a, b) => stableHash(`${userId}:${a.id}`) - stableHash(`${userId}:${b.id}`))
    .slice(0, Math.max(0, Math.min(2, question.options.length - 2)))
    .map((option) => option.id);
}

/** A small string hash, for an order that never depends on the correct option's place. */
function stableHash(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

function closeIfAllAnswered(state: GameState, at: number): Frame[] {
  const inPlay = state.players.filter(isIn);
  if (inPlay.length > 0 && inPlay.every((player) => player.answers[state.index])) {
    return close(state, at);
  }
  return [];
}

/**
 * Closes the current question: whoever has not answered gets a miss, the answer and every
 * player's result go out with the scoreboard, and in elimination the lowest player leaves.
 */
function close(state: GameState, at: number): Frame[] {
  const question = state.questions[state.index]!;
  for (const player of state.players.filter(isIn)) {
    if (!player.answers[state.index]) record(state, player, null, at);
  }
  let eliminated: string | null = null;
  if (ROOM_MODE_RULES[state.settings.mode].eliminates) {
    const inPlay = standings(state).filter(isIn);
    const last = inPlay.at(-1);
    if (inPlay.length > 1 && last) {
      last.eliminatedAfter = state.index;
      eliminated = last.userId;
    }
  }
  const frames: Frame[] = [
    all('question_closed', {
      question_id: question.id,
      ...revealOf(question),
      results: state.players
        .filter((player) => player.answers[state.index])
        .map((player) => {
          const given = player.answers[state.index]!;
          return {
            user_id: player.userId,
            option_id: given.optionId,
            response: given.response,
            correct: given.correct,
            credit: given.credit,
            points: given.points + given.powerUpBonus,
          };
        }),
      scoreboard: scoreboard(state),
      team_scores: teamScores(state),
      eliminated_user_id: eliminated,
    }),
  ];
  const last = state.index >= state.questions.length - 1 || state.players.filter(isIn).length === 0;
  const oneLeft =
    ROOM_MODE_RULES[state.settings.mode].eliminates && state.players.filter(isIn).length <= 1;
  if (last || oneLeft) return [...frames, ...finish(state)];
  state.phase = 'review';
  state.progressPending = false;
  state.phaseEndsAt =
    at + (ROOM_MODE_RULES[state.settings.mode].reviewPause ? GAME_TIMING.reviewSeconds * 1000 : 0);
  return frames;
}

/** The game's end: places and scores, once. Paying them is the owner's, in one transaction. */
function finish(state: GameState): Frame[] {
  state.phase = 'finished';
  state.phaseEndsAt = null;
  return [all('game_end', { scoreboard: scoreboard(state), team_scores: teamScores(state) })];
}

/**
 * What the owner pays and records at the end: each player's place and points, and their
 * answers as the stats count them (a missed question is an unanswered one).
 */
export function results(state: GameState) {
  return standings(state).map((player, place) => ({
    userId: player.userId,
    place: place + 1,
    points: scoreOf(player),
    /** Left during play (a rated game counts it a loss). */
    left: player.left,
    /** Total answer time (ms): the tie-break after the score. */
    timeMs: timeOf(player),
    answers: player.answers.flatMap((answer, index) =>
      answer
        ? [
            {
              correct: answer.correct,
              answered: !answer.timedOut,
              fast: answer.fast,
              questionId: state.questions[index]!.id,
              timeMs: answer.timeMs,
              // The player's countdown without a question's extra time (a power-up's bonus).
              limitMs: playerLimitMs(state, { ...player, extraMs: 0 }),
            },
          ]
        : [],
    ),
  }));
}

/** When the owner must call `tick` next (ms), or null when only a command moves the game. */
export function nextWakeAt(state: GameState): number | null {
  const progress =
    state.phase === 'question' && state.progressPending
      ? state.progressSentAt + PROGRESS_INTERVAL_MS
      : null;
  if (state.phaseEndsAt === null) return progress;
  return progress === null ? state.phaseEndsAt : Math.min(progress, state.phaseEndsAt);
}

/** Moves the game on by time: the countdown ends, a question closes, the next is served. */
export function tick(state: GameState, at: number): Frame[] {
  const frames: Frame[] = [];
  if (
    state.phase === 'question' &&
    state.progressPending &&
    at - state.progressSentAt >= PROGRESS_INTERVAL_MS
  ) {
    frames.push(progressFrame(state, at));
  }
  // A game that starts by itself and waited long enough: it starts with those who came (an
  // absent player scores nothing), or, when nobody came, never plays.
  if (state.phase === 'waiting' && state.phaseEndsAt !== null && at >= state.phaseEndsAt) {
    if (state.players.some((player) => player.connected)) frames.push(...begin(state, at));
    else {
      state.phase = 'cancelled';
      state.phaseEndsAt = null;
      return [all('game_end', { scoreboard: [], team_scores: null })];
    }
  }
  // A late tick catches up: each phase that ended by `at` is ended in turn.
  while (state.phaseEndsAt !== null && at >= state.phaseEndsAt) {
    if (state.phase === 'question') frames.push(...close(state, at));
    else if (state.phase === 'countdown' || state.phase === 'review')
      frames.push(...serve(state, at));
    else break;
  }
  return frames;
}

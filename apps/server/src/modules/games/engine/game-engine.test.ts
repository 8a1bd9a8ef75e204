import {
  ANSWER_TIMING,
  GAME_TIMING,
  gameFrameSchema,
  gameViewSchema,
  POWER_UPS,
  ROOM_MODES,
  pointsForAnswer,
  type PlayerResponse,
  type RoomMode,
} from '@quizarena/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewOf } from './game-view';
import {
  answer,
  end,
  join,
  kick,
  leave,
  pause,
  resume,
  newGame,
  nextWakeAt,
  PROGRESS_INTERVAL_MS,
  results,
  setConnected,
  start,
  tick,
  upgradeSavedState,
  usePowerUp,
  type EngineQuestion,
  type Frame,
  type GameState,
} from './game-engine';

/** A choice of one option as an answer sends it; null lets the question go. */
const pick = (optionId: string | null): PlayerResponse | null =>
  optionId === null ? null : { option_id: optionId };

const QUESTIONS = 5;
const question = (n: number): EngineQuestion => ({
  id: `q${n}`,
  text: `Question ${n}?`,
  type: 'single',
  options: [0, 1, 2, 3].map((o) => ({ id: `q${n}-o${o}`, text: `Option ${o}` })),
  correctOptionId: `q${n}-o${n % 4}`,
  answerKey: null,
  explanation: `Because ${n}`,
  difficulty: 'intermediate',
  points: 100,
});

function game(
  mode: RoomMode = 'classic',
  overrides: Partial<GameState['settings']> = {},
  make: (n: number) => EngineQuestion = question,
) {
  return newGame({
    id: 'game-1',
    hostId: 'u0',
    settings: {
      mode,
      secondsPerQuestion: 15,
      maxPlayers: 4,
      minPlayers: 2,
      powerUpsEnabled: true,
      honourAccommodations: false,
      ...overrides,
    },
    questions: Array.from({ length: QUESTIONS }, (_, n) => make(n)),
  });
}

const seat = (state: GameState, userId: string, at = 0, extendedTime: 1 | 1.5 | 2 = 1) =>
  join(state, { userId, name: `Player ${userId}`, extendedTime }, at);

const frames = (outcome: ReturnType<typeof answer>) => (outcome.ok ? outcome.frames : []);

/** A two-player game at its first question, served at 3 s. */
function started(mode: RoomMode = 'classic', overrides: Partial<GameState['settings']> = {}) {
  const state = game(mode, overrides);
  seat(state, 'u0');
  seat(state, 'u1');
  start(state, 'u0', 0);
  const served = tick(state, GAME_TIMING.countdownSeconds * 1000);
  return { state, served, at: GAME_TIMING.countdownSeconds * 1000 };
}

describe('the game engine', () => {
  it('plays on a game saved before question types: its questions are single choice, its answers one option', () => {
    const { state, at } = started();
    answer(state, 'u0', 'q0', pick('q0-o0'), at + 1_000);
    // As a state saved by the previous version reads back: no type, key, response or credit.
    const saved = JSON.parse(JSON.stringify(state)) as GameState;
    for (const question of saved.questions) {
      delete (question as Partial<EngineQuestion>).type;
      delete (question as Partial<EngineQuestion>).answerKey;
    }
    const given = saved.players[0]!.answers[0]! as Partial<
      NonNullable<(typeof saved.players)[0]['answers'][0]>
    >;
    delete given.response;
    delete given.credit;
    upgradeSavedState(saved);
    const closed = frames(answer(saved, 'u1', 'q0', pick('q0-o1'), at + 2_000)).find(
      (frame) => frame.event === 'question_closed',
    )!;
    expect(closed.data).toMatchObject({ correct_option: 'q0-o0', correct_answer: 'Option 0' });
    expect(closed.data.results).toEqual([
      expect.objectContaining({ user_id: 'u0', response: { option_id: 'q0-o0' }, credit: 1 }),
      expect.objectContaining({ user_id: 'u1', response: { option_id: 'q0-o1' }, credit: 0 }),
    ]);
  });

  it('plays every question type: judged by its own rule with partial credit, the wrong shape refused, 50/50 only where it fits', () => {
    const typed = (n: number): EngineQuestion =>
      n === 0
        ? {
            ...question(n),
            type: 'typed',
            options: [],
            correctOptionId: null,
            answerKey: { type: 'typed', accepted: ['Mississippi'], max_typos: 1 },
          }
        : {
            ...question(n),
            type: 'ordering',
            correctOptionId: null,
            answerKey: { type: 'ordering', order: ['q1-o0', 'q1-o1', 'q1-o2', 'q1-o3'] },
          };
    const state = game('classic', {}, typed);
    seat(state, 'u0');
    seat(state, 'u1');
    start(state, 'u0', 0);
    let at = GAME_TIMING.countdownSeconds * 1000;
    tick(state, at);
    expect(usePowerUp(state, 'u0', 'fifty_fifty', at + 100)).toEqual({
      ok: false,
      reason: 'not_for_this_question',
    });
    expect(answer(state, 'u0', 'q0', { option_id: 'q0-o0' }, at + 500)).toEqual({
      ok: false,
      reason: 'wrong_answer_type',
    });
    expect(answer(state, 'u0', 'q0', { text: 'missisippi' }, at + 1_000).ok).toBe(true);
    const closed = frames(answer(state, 'u1', 'q0', { text: 'Nile' }, at + 2_000)).find(
      (frame) => frame.event === 'question_closed',
    )!;
    expect(closed.data).toMatchObject({
      correct_option: null,
      correct_response: { text: 'Mississippi' },
      correct_answer: 'Mississippi',
    });
    expect(closed.data.results).toEqual([
      expect.objectContaining({ user_id: 'u0', correct: true, credit: 1 }),
      expect.objectContaining({ user_id: 'u1', correct: false, credit: 0, points: 0 }),
    ]);

    at = state.phaseEndsAt!;
    tick(state, at);
    expect(answer(state, 'u0', 'q1', { order: ['q1-o0', 'q1-o9'] }, at + 500)).toEqual({
      ok: false,
      reason: 'unknown_option',
    });
    // One swap of neighbours in four: 5 of 6 pairs right, tau 2/3.
    answer(state, 'u0', 'q1', { order: ['q1-o1', 'q1-o0', 'q1-o2', 'q1-o3'] }, at + 1_000);
    const second = frames(
      answer(state, 'u1', 'q1', { order: ['q1-o0', 'q1-o1', 'q1-o2', 'q1-o3'] }, at + 1_000),
    ).find((frame) => frame.event === 'question_closed')!;
    const [partly, fully] = second.data.results as { credit: number; points: number }[];
    expect(partly!.credit).toBeCloseTo(2 / 3);
    expect(partly!.points).toBe(Math.round((fully!.points * 2) / 3));
  });

  it('serves each question without its answer, acknowledges answers without a verdict, and reveals when everyone has answered', () => {
    const { state, served, at } = started();
    const shown = served.find((frame) => frame.event === 'question')!;
    expect(JSON.stringify(shown)).not.toMatch(/correct|explanation|Because/);
    const first = answer(state, 'u0', 'q0', pick('q0-o0'), at + 2_000);
    expect(frames(first).map((frame) => frame.event)).toEqual(['answer_ack', 'answered']);
    expect(JSON.stringify(frames(first))).not.toContain('correct');
    expect(answer(state, 'u0', 'q0', pick('q0-o1'), at + 2_100)).toEqual({
      ok: false,
      reason: 'already_answered',
    });
    const last = frames(answer(state, 'u1', 'q0', pick('q0-o3'), at + 4_000));
    const closed = last.find((frame) => frame.event === 'question_closed')!;
    expect(closed.data).toMatchObject({ correct_option: 'q0-o0', explanation: 'Because 0' });
    expect(closed.data.results).toEqual([
      {
        user_id: 'u0',
        option_id: 'q0-o0',
        response: { option_id: 'q0-o0' },
        correct: true,
        credit: 1,
        points: expect.any(Number),
      },
      {
        user_id: 'u1',
        option_id: 'q0-o3',
        response: { option_id: 'q0-o3' },
        correct: false,
        credit: 0,
        points: 0,
      },
    ]);
    // 2 s of a 15 s countdown, in a live game: the one scoring rule, in the multiplayer context.
    const expected = pointsForAnswer({
      correct: true,
      basePoints: 100,
      seconds: 2,
      mode: 'multiplayer',
      limitSeconds: 15,
    });
    expect((closed.data.results as { points: number }[])[0]!.points).toBe(expected);
    expect(state.phase).toBe('review');
  });

  it("scores a study session's game with the study-group multiplier", () => {
    const { state, at } = started('classic', { context: 'study_group' });
    answer(state, 'u0', 'q0', pick('q0-o0'), at + 2_000);
    const closed = frames(answer(state, 'u1', 'q0', pick('q0-o0'), at + 4_000)).find(
      (frame) => frame.event === 'question_closed',
    )!;
    const points = (closed.data.results as { points: number }[]).map((one) => one.points);
    const scored = (seconds: number, mode: 'study_group' | 'multiplayer') =>
      pointsForAnswer({ correct: true, basePoints: 100, seconds, mode, limitSeconds: 15 });
    expect(points).toEqual([scored(2, 'study_group'), scored(4, 'study_group')]);
    expect(points[0]).toBeLessThan(scored(2, 'multiplayer'));
  });

  it('closes a question at its deadline, counting whoever did not answer as a miss, and refuses late answers', () => {
    const { state, at } = started();
    const deadline = at + 15_000 + ANSWER_TIMING.graceMs;
    answer(state, 'u0', 'q0', pick('q0-o0'), at + 1_000);
    // The first answer's count went out at once: nothing waits but the deadline.
    expect(nextWakeAt(state)).toBe(deadline);
    expect(tick(state, deadline - 1).map((frame) => frame.event)).toEqual([]);
    expect(answer(state, 'u1', 'q0', pick('q0-o0'), deadline + 1)).toEqual({
      ok: false,
      reason: 'too_late',
    });
    const closed = tick(state, deadline).find((frame) => frame.event === 'question_closed')!;
    expect(closed.data.results).toContainEqual({
      user_id: 'u1',
      option_id: null,
      response: null,
      credit: 0,
      correct: false,
      points: 0,
    });
    // What the stats count: u0 answered right in a second (fast), u1 let the time run out;
    // spaced repetition reads which question, how long and against which countdown.
    const limitMs = deadline - at - ANSWER_TIMING.graceMs;
    expect(results(state).map((row) => [row.userId, row.answers])).toEqual([
      [
        'u0',
        [{ correct: true, answered: true, fast: true, questionId: 'q0', timeMs: 1_000, limitMs }],
      ],
      [
        'u1',
        [
          {
            correct: false,
            answered: false,
            fast: false,
            questionId: 'q0',
            timeMs: limitMs,
            limitMs,
          },
        ],
      ],
    ]);
  });

  it('sends the answered count at most a few times a second, however many answer', () => {
    const state = game('classic', { maxPlayers: 16 });
    for (let n = 0; n < 16; n += 1) seat(state, `u${n}`);
    start(state, 'u0', 0);
    tick(state, 3_000);
    const counts: number[] = [];
    for (let n = 0; n < 15; n += 1) {
      const out = frames(answer(state, `u${n}`, 'q0', pick('q0-o1'), 3_100 + n * 10));
      expect(out.length).toBeLessThanOrEqual(2);
      counts.push(out.filter((frame) => frame.event === 'answered').length);
    }
    // One count at the first answer; the rest wait for the interval, then go as one.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(nextWakeAt(state)).toBe(3_100 + PROGRESS_INTERVAL_MS);
    const later = tick(state, 3_100 + PROGRESS_INTERVAL_MS);
    expect(later).toEqual([
      expect.objectContaining({
        event: 'answered',
        data: expect.objectContaining({ answered: 15, of: 16 }),
      }),
    ]);
  });

  it('lets a player use each power-up within its uses and cooldown: 50/50 removes two wrong options, extra time extends their countdown, double points doubles', () => {
    const { state, at } = started();
    const fifty = frames(usePowerUp(state, 'u0', 'fifty_fifty', at + 100))[0]!;
    expect(fifty.data.removed_option_ids).toHaveLength(2);
    expect(fifty.data.removed_option_ids).not.toContain('q0-o0');
    expect(usePowerUp(state, 'u0', 'double_points', at + 200)).toEqual({
      ok: false,
      reason: 'one_power_up_a_question',
    });
    const extra = frames(usePowerUp(state, 'u1', 'extra_time', at + 100))[0]!;
    expect(extra.data.ends_at).toBe(at + 25_000);
    // u1 may answer past the room's 15 s, within their own 25.
    answer(state, 'u0', 'q0', pick('q0-o0'), at + 1_000);
    expect(answer(state, 'u1', 'q0', pick('q0-o0'), at + 20_000).ok).toBe(true);
    tick(state, state.phaseEndsAt!);
    // q1: 50/50 cools down for a question; double points doubles what the rule pays.
    expect(usePowerUp(state, 'u0', 'fifty_fifty', state.servedAt + 10)).toEqual({
      ok: false,
      reason: 'cooling_down',
    });
    expect(usePowerUp(state, 'u0', 'double_points', state.servedAt + 10).ok).toBe(true);
    const closing = frames(answer(state, 'u0', 'q1', pick('q1-o1'), state.servedAt + 1_500)).concat(
      frames(answer(state, 'u1', 'q1', pick('q1-o1'), state.servedAt + 1_500)),
    );
    const closed = closing.find((frame) => frame.event === 'question_closed')!;
    const [doubled, plain] = closed.data.results as { points: number }[];
    expect(doubled!.points).toBe(2 * plain!.points);
    expect(usePowerUp(state, 'u0', 'double_points', state.phaseEndsAt! + 10)).toEqual({
      ok: false,
      reason: 'not_playing',
    });
  });

  it('breaks a tie on score by total answer time, the faster first', () => {
    const { state, at } = started();
    // Both right within the first tenth of the 15 s: the same points (decision 22's ×1.5).
    answer(state, 'u0', 'q0', pick('q0-o0'), at + 1_000);
    answer(state, 'u1', 'q0', pick('q0-o0'), at + 200);
    const [first, second] = results(state);
    expect(first!.points).toBe(second!.points);
    // u0 joined first and would win on that last tie-break; u1 answered faster.
    expect([first, second].map((row) => [row!.userId, row!.timeMs])).toEqual([
      ['u1', 200],
      ['u0', 1_000],
    ]);
  });

  it('eliminates the lowest scorer after each question until one is left, who wins', () => {
    const state = game('elimination');
    for (const id of ['u0', 'u1', 'u2']) seat(state, id);
    start(state, 'u0', 0);
    tick(state, 3_000);
    answer(state, 'u0', 'q0', pick('q0-o0'), 4_000);
    answer(state, 'u1', 'q0', pick('q0-o0'), 5_000);
    const closed = frames(answer(state, 'u2', 'q0', pick('q0-o1'), 5_000)).find(
      (frame) => frame.event === 'question_closed',
    )!;
    expect(closed.data.eliminated_user_id).toBe('u2');
    expect(answer(state, 'u2', 'q1', pick('q1-o1'), state.phaseEndsAt! + 1).ok).toBe(false);
    tick(state, state.phaseEndsAt!);
    answer(state, 'u0', 'q1', pick('q1-o1'), state.servedAt + 1_000);
    const end = frames(answer(state, 'u1', 'q1', pick('q1-o2'), state.servedAt + 1_000));
    expect(end.map((frame) => frame.event)).toEqual(['answer_ack', 'question_closed', 'game_end']);
    expect(results(state).map((row) => row.userId)).toEqual(['u0', 'u1', 'u2']);
  });

  it('plays teams drawn by seat and sums their scores', () => {
    const state = game('team');
    for (const id of ['u0', 'u1', 'u2', 'u3']) seat(state, id);
    const countdown = frames(start(state, 'u0', 0))[0]!;
    expect(countdown.data.teams).toEqual([
      { user_id: 'u0', team: 0 },
      { user_id: 'u1', team: 1 },
      { user_id: 'u2', team: 0 },
      { user_id: 'u3', team: 1 },
    ]);
    tick(state, 3_000);
    let out: Frame[] = [];
    for (const id of ['u0', 'u1', 'u2', 'u3'])
      out = frames(answer(state, id, 'q0', pick(id === 'u1' ? 'q0-o1' : 'q0-o0'), 4_000));
    const closed = out.find((frame) => frame.event === 'question_closed')!;
    const [zero, oneTeam] = closed.data.team_scores as [number, number];
    expect(zero).toBe(2 * oneTeam);
  });

  it('gives a lightning room quick fire’s 5 seconds, no pause and a streak bonus', () => {
    const { state, at } = started('lightning');
    expect(state.phaseEndsAt).toBe(at + 5_000 + ANSWER_TIMING.graceMs);
    let scores: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const served = state.servedAt;
      answer(state, 'u0', `q${n}`, pick(`q${n}-o${n % 4}`), served + 1_000);
      const out = frames(
        answer(state, 'u1', `q${n}`, pick(`q${n}-o${(n + 1) % 4}`), served + 1_000),
      );
      scores = (
        out.find((frame) => frame.event === 'question_closed')!.data.results as {
          points: number;
        }[]
      ).map((row) => row.points);
      // No pause: the next question is served by the next tick at the same moment.
      expect(state.phaseEndsAt).toBe(served + 1_000);
      tick(state, served + 1_000);
    }
    // The third correct answer in a row: x1.2.
    expect(scores[0]).toBe(
      pointsForAnswer({
        correct: true,
        basePoints: 100,
        seconds: 1,
        mode: 'multiplayer',
        limitSeconds: 5,
        streak: 3,
      }),
    );
    expect(scores[0]).toBeGreaterThan(
      pointsForAnswer({
        correct: true,
        basePoints: 100,
        seconds: 1,
        mode: 'multiplayer',
        limitSeconds: 5,
      }),
    );
  });

  it('keeps a dropped player’s seat, passes the crown when the host leaves, and ends when nobody is left', () => {
    const { state, at } = started();
    expect(frames(setConnected(state, 'u0', false, at))).toEqual([
      { to: 'all', event: 'connection', data: { user_id: 'u0', is_connected: false } },
    ]);
    expect(frames(leave(state, 'u0', at + 10)).map((frame) => frame.event)).toEqual([
      'player_leave',
      'host_changed',
    ]);
    expect(state.hostId).toBe('u1');
    const end = frames(leave(state, 'u1', at + 20)).map((frame) => frame.event);
    expect(end).toContain('game_end');
    expect(state.phase).toBe('finished');
  });
});

// Any interleaving of the commands, at any times: the rules hold throughout.
// Ids as the API has them (uuids), so every frame can be read by the contract's schema.
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PLAYERS = [0, 1, 2, 3, 4].map((n) => idOf(100 + n));
const HOST = PLAYERS[0]!;
const uuidQuestion = (n: number): EngineQuestion => ({
  ...question(n),
  id: idOf(n),
  options: [0, 1, 2, 3].map((o) => ({ id: idOf(10 * (n + 1) + o), text: `Option ${o}` })),
  correctOptionId: idOf(10 * (n + 1) + (n % 4)),
});
const command = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('join' as const), who: fc.constantFrom(...PLAYERS) }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('leave' as const), who: fc.constantFrom(...PLAYERS) }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('start' as const), who: fc.constantFrom(...PLAYERS) }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      who: fc.constantFrom(...PLAYERS),
      option: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
      otherQuestion: fc.constantFrom(false, false, false, true),
    }),
    weight: 40,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('power_up' as const),
      who: fc.constantFrom(...PLAYERS),
      type: fc.constantFrom(...POWER_UPS),
    }),
    weight: 15,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('connection' as const),
      who: fc.constantFrom(...PLAYERS),
      up: fc.boolean(),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('kick' as const),
      who: fc.constantFrom(...PLAYERS),
      target: fc.constantFrom(...PLAYERS),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('pause' as const, 'resume' as const),
      who: fc.constantFrom(...PLAYERS),
    }),
    weight: 3,
  },
  {
    // Rare (a fifth of a join's weight): the host, or anyone refused, ends the game early.
    arbitrary: fc.record({ kind: fc.constant('end' as const), who: fc.constantFrom(...PLAYERS) }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('tick' as const) }), weight: 10 },
);
const run = fc.record({
  mode: fc.constantFrom(...ROOM_MODES),
  honour: fc.boolean(),
  /** Players seated before the host starts (one: the start is refused, as it must be). */
  seated: fc.integer({ min: 1, max: 4 }),
  steps: fc.array(fc.tuple(command, fc.integer({ min: 0, max: 2_500 })), {
    minLength: 30,
    maxLength: 150,
  }),
});

describe('the host’s pause between questions', () => {
  it('holds the review for as long as the host likes, and serves the next question on resume', () => {
    const { state, at: served } = started();
    answer(state, 'u0', 'q0', pick('q0-o0'), served + 1_000);
    answer(state, 'u1', 'q0', pick('q0-o1'), served + 1_000);
    expect(state.phase).toBe('review');
    expect(pause(state, 'u1')).toEqual({ ok: false, reason: 'not_host' });
    expect(frames(pause(state, 'u0'))).toEqual([
      { to: 'all', event: 'paused', data: { paused: true } },
    ]);
    expect(nextWakeAt(state)).toBeNull();
    expect(viewOf(state, 'u1', served + 60_000).paused).toBe(true);
    // Long past the pause's usual end, still the same question.
    expect(tick(state, served + 600_000)).toEqual([]);
    expect(pause(state, 'u0')).toEqual({ ok: false, reason: 'not_playing' });
    const resumed = frames(resume(state, 'u0', served + 600_000));
    expect(resumed.map((frame) => frame.event)).toEqual(['paused', 'question']);
    expect(state).toMatchObject({ phase: 'question', index: 1 });
    expect(resume(state, 'u0', served + 600_001)).toEqual({ ok: false, reason: 'not_playing' });
  });
});

describe('the game engine, under any interleaving', () => {
  it('never shows a question’s answer before it closes, takes one answer a question, sends at most two frames an answer, survives a JSON round trip, and pays what it announced', () => {
    fc.assert(
      fc.property(run, ({ mode, honour, seated, steps }) => {
        let state = game(mode, { honourAccommodations: honour, maxPlayers: 4 }, uuidQuestion);
        state.id = idOf(999);
        state.hostId = HOST;
        let at = 0;
        for (const who of PLAYERS.slice(0, seated))
          seat(state, who, at, who === PLAYERS[1] ? 2 : 1);
        start(state, HOST, at);
        const closedQuestions = new Set<string>();
        const paid = new Map<string, number>();
        const answeredBy = new Set<string>();
        const check = (out: Frame[]) => {
          for (const frame of out) {
            // Every frame is what the contract says clients receive.
            expect(
              gameFrameSchema.safeParse({ event: frame.event, data: frame.data }).error,
            ).toBeUndefined();
            if (frame.event === 'question_closed') {
              closedQuestions.add(frame.data.question_id as string);
              for (const row of frame.data.results as { user_id: string; points: number }[]) {
                paid.set(row.user_id, (paid.get(row.user_id) ?? 0) + row.points);
              }
              continue;
            }
            if (frame.event === 'game_end') continue;
            // Before its question closes, no frame names the correct option or explanation.
            const open = state.questions.filter((q) => !closedQuestions.has(q.id));
            const text = JSON.stringify(frame.data);
            expect(text).not.toMatch(/correct|explanation/);
            for (const q of open) {
              if (frame.event !== 'question') expect(text).not.toContain(q.correctOptionId);
            }
          }
        };
        for (const [step, dt] of steps) {
          at += dt;
          check(tick(state, at));
          let out: Frame[] = [];
          switch (step.kind) {
            case 'join':
              out = frames(seat(state, step.who, at));
              break;
            case 'leave':
              out = frames(leave(state, step.who, at));
              break;
            case 'start':
              out = frames(start(state, step.who, at));
              break;
            case 'connection':
              out = frames(setConnected(state, step.who, step.up, at));
              break;
            case 'power_up':
              out = frames(usePowerUp(state, step.who, step.type, at));
              break;
            case 'kick':
              out = frames(kick(state, step.who, step.target, at));
              break;
            case 'end':
              out = frames(end(state, step.who, at));
              break;
            case 'pause':
              out = frames(pause(state, step.who));
              break;
            case 'resume':
              out = frames(resume(state, step.who, at));
              break;
            case 'answer': {
              const current = state.questions[Math.max(0, state.index)]!;
              const target = step.otherQuestion
                ? state.questions[(state.index + 1) % QUESTIONS]!
                : current;
              const option =
                step.option === null ? null : (target.options[step.option]?.id ?? 'nope');
              const outcome = answer(state, step.who, target.id, pick(option), at);
              if (outcome.ok) {
                const key = `${step.who}:${target.id}`;
                expect(answeredBy.has(key)).toBe(false);
                answeredBy.add(key);
                const perAnswer = outcome.frames.filter(
                  (frame) => !['question_closed', 'game_end'].includes(frame.event),
                );
                expect(perAnswer.length).toBeLessThanOrEqual(2);
              }
              out = frames(outcome);
              break;
            }
            case 'tick':
              // Saved as JSON and taken over by another instance: the game goes on the same.
              state = JSON.parse(JSON.stringify(state)) as GameState;
              out = tick(state, at);
              break;
          }
          check(out);
          // What a player or a spectator sees on sync: the contract's view, and while a
          // question is open neither its answer nor anyone's verdict.
          for (const viewer of [...PLAYERS, null]) {
            const view = gameViewSchema.parse(viewOf(state, viewer, at));
            if (state.phase === 'question') {
              expect(view.reveal).toBeNull();
              expect(view.you?.answer?.correct ?? null).toBeNull();
              expect(JSON.stringify(view)).not.toMatch(/explanation|Because/);
            }
          }
          for (const player of state.players) {
            expect(player.answers.filter(Boolean).length).toBeLessThanOrEqual(state.index + 1);
          }
        }
        // Run the clock out: a started game always ends (once its host lets go of a pause).
        check(frames(resume(state, state.hostId, at)));
        for (let guard = 0; guard < 100 && nextWakeAt(state) !== null; guard += 1) {
          at = Math.max(at, nextWakeAt(state)!);
          check(tick(state, at));
        }
        // A room ended before its start is cancelled (its fees go back), and pays nothing.
        if (state.phase !== 'waiting') expect(['finished', 'cancelled']).toContain(state.phase);
        // What the results pay is exactly what the closed questions announced.
        for (const row of results(state)) expect(row.points).toBe(paid.get(row.userId) ?? 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a game that starts by itself (a match, a challenge)', () => {
  const arriving = (startsBy = 20_000) => {
    const state = newGame({
      id: 'match-1',
      hostId: 'u0',
      settings: {
        mode: 'classic',
        secondsPerQuestion: 15,
        maxPlayers: 2,
        minPlayers: 2,
        powerUpsEnabled: false,
        honourAccommodations: true,
        autoStart: true,
      },
      questions: Array.from({ length: QUESTIONS }, (_, n) => question(n)),
      startsBy,
    });
    for (const userId of ['u0', 'u1'])
      join(state, { userId, name: `Player ${userId}`, extendedTime: 1 }, 0, false);
    return state;
  };

  it('starts when the last seated player arrives, and not before', () => {
    const state = arriving();
    expect(nextWakeAt(state)).toBe(20_000);
    expect(frames(setConnected(state, 'u0', true, 1_000)).map((f) => f.event)).toEqual([
      'connection',
    ]);
    expect(state.phase).toBe('waiting');
    expect(frames(setConnected(state, 'u1', true, 2_000)).map((f) => f.event)).toEqual([
      'connection',
      'countdown',
    ]);
    expect(state.phase).toBe('countdown');
    expect(state.phaseEndsAt).toBe(2_000 + GAME_TIMING.countdownSeconds * 1000);
  });

  it('starts at its deadline with whoever came; the absent player scores nothing and places last', () => {
    const state = arriving();
    setConnected(state, 'u1', true, 1_000);
    expect(tick(state, 19_999)).toEqual([]);
    expect(tick(state, 20_000).map((f) => f.event)).toEqual(['countdown']);
    let at = 20_000 + GAME_TIMING.countdownSeconds * 1000;
    tick(state, at);
    for (let n = 0; n < QUESTIONS; n += 1) {
      answer(state, 'u1', `q${n}`, pick(`q${n}-o${n % 4}`), at + 500);
      at = nextWakeAt(state)!;
      tick(state, at);
      at = nextWakeAt(state) ?? at;
      tick(state, at);
    }
    expect(state.phase).toBe('finished');
    expect(results(state).map((r) => [r.userId, r.place, r.points > 0])).toEqual([
      ['u1', 1, true],
      ['u0', 2, false],
    ]);
  });

  it('never plays when nobody came by the deadline', () => {
    const state = arriving();
    expect(tick(state, 20_000)).toEqual([
      { to: 'all', event: 'game_end', data: { scoreboard: [], team_scores: null } },
    ]);
    expect(state.phase).toBe('cancelled');
  });

  it('starts when a player leaves before it, and counts the leaver as left whatever they score', () => {
    const state = arriving();
    setConnected(state, 'u0', true, 500);
    const out = frames(leave(state, 'u1', 1_000)).map((f) => f.event);
    expect(out.slice(0, 2)).toEqual(['countdown', 'player_leave']);
    expect(state.players.map((p) => [p.userId, p.left])).toEqual([
      ['u0', false],
      ['u1', true],
    ]);
    expect(results(state).find((r) => r.userId === 'u1')).toMatchObject({ left: true });
  });
});

import type { GameFrame } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import {
  ANA,
  BEN,
  chatLine,
  closedFrame,
  ME,
  QUESTION,
  QUESTION_ID,
  questionFrame,
  ROOM_ID,
  seat,
  standing,
  view,
} from '../test/fixtures';
import {
  canAnswer,
  CHAT_KEPT,
  deadlineOf,
  gameStep,
  initialGameState,
  powerUpReady,
  standingsFor,
  type GameAction,
  type GameState,
} from './game-state';

const frame = (value: GameFrame, receivedAt = 1_000): GameAction => ({
  type: 'frame',
  frame: value,
  receivedAt,
});

/** Runs actions from a player's fresh state; the state and every notice raised on the way. */
function run(actions: GameAction[], start: GameState = initialGameState(ME, { playing: true })) {
  let state = start;
  const notices = [];
  for (const action of actions) {
    const step = gameStep(state, action);
    state = step.state;
    notices.push(...step.notices);
  }
  return { state, notices };
}

describe('gameStep', () => {
  it('opens a question: the room deadline from its serving, nothing chosen, answerable', () => {
    const { state, notices } = run([frame(questionFrame({ servedAt: 5_000, limitMs: 30_000 }))]);
    expect(state.phase).toBe('question');
    expect(state.questionEndsAt).toBe(35_000);
    expect(deadlineOf(state)).toBe(35_000);
    expect(canAnswer(state)).toBe(true);
    expect(notices).toEqual([{ kind: 'question' }]);
  });

  it('knows when the host holds the pause, and that a new question lets it go', () => {
    const paused = run([
      frame(questionFrame({ servedAt: 5_000, limitMs: 30_000 })),
      frame({ event: 'paused', data: { paused: true } }),
    ]).state;
    expect(paused.paused).toBe(true);
    const next = questionFrame({ index: 1, id: '00000000-0000-4000-8000-00000000000f' });
    expect(run([frame(next)], paused).state.paused).toBe(false);
  });

  it("takes the player's own deadline over the room's", () => {
    const { state } = run([
      frame(questionFrame({ servedAt: 5_000, limitMs: 30_000 })),
      frame({ event: 'deadline', data: { ends_at: 50_000 } }),
    ]);
    expect(deadlineOf(state)).toBe(50_000);
  });

  it('follows an answer through sending, the ack, the count and the close', () => {
    const { state, notices } = run([
      frame(questionFrame()),
      { type: 'select', optionId: 'b' },
      { type: 'answer_sent' },
      frame({ event: 'answer_ack', data: { question_id: QUESTION_ID, time_ms: 1_200 } }),
      frame({ event: 'answered', data: { question_id: QUESTION_ID, answered: 2, of: 3 } }),
      frame(
        closedFrame([
          { user_id: ME, option_id: 'b', correct: true, points: 150 },
          { user_id: ANA, option_id: 'a', correct: false, points: 0 },
        ]),
      ),
    ]);
    expect(state.answer).toBe('acked');
    expect(state.answered).toEqual({ answered: 2, of: 3 });
    expect(state.phase).toBe('review');
    expect(state.reveal).toEqual({
      correct_option: 'b',
      correct_response: { option_id: 'b' },
      correct_answer: 'Einstein',
      explanation: 'Einstein published special relativity in 1905.',
    });
    expect(state.verdict).toEqual({ correct: true, points: 150, option_id: 'b' });
    expect(notices.at(-1)).toEqual({ kind: 'correct', points: 150 });
  });

  it('says Incorrect for a wrong option, and nothing more after a let-go answer', () => {
    const wrong = run([
      frame(questionFrame()),
      { type: 'select', optionId: 'a' },
      { type: 'answer_sent' },
      frame(closedFrame([{ user_id: ME, option_id: 'a', correct: false, points: 0 }])),
    ]);
    expect(wrong.notices.at(-1)).toEqual({ kind: 'incorrect' });
    const letGo = run([
      frame(questionFrame()),
      { type: 'time_up' },
      frame(closedFrame([{ user_id: ME, option_id: null, correct: false, points: 0 }])),
    ]);
    expect(letGo.notices.map((notice) => notice.kind)).toEqual(['question']);
  });

  it('ignores counts and acks of another question', () => {
    const { state } = run([
      frame(questionFrame()),
      { type: 'answer_sent' },
      frame({ event: 'answer_ack', data: { question_id: ROOM_ID, time_ms: 1 } }),
      frame({ event: 'answered', data: { question_id: ROOM_ID, answered: 5, of: 5 } }),
    ]);
    expect(state.answer).toBe('sending');
    expect(state.answered.answered).toBe(0);
  });

  it('unlocks the question when the answer is refused, and says so', () => {
    const { state, notices } = run([
      frame(questionFrame()),
      { type: 'select', optionId: 'b' },
      { type: 'answer_sent' },
      frame({ event: 'refused', data: { command: 'answer', reason: 'unknown_option' } }),
    ]);
    expect(state.answer).toBe('idle');
    expect(canAnswer(state)).toBe(true);
    expect(notices.at(-1)).toEqual({ kind: 'submit_failed' });
  });

  it('keeps a timed-out question closed when its empty answer is refused', () => {
    const { state } = run([
      frame(questionFrame()),
      { type: 'time_up' },
      frame({ event: 'refused', data: { command: 'answer', reason: 'too_late' } }),
    ]);
    expect(state.answer).toBe('timed_out');
    expect(canAnswer(state)).toBe(false);
  });

  it('unlocks after a send that could not go', () => {
    const { state, notices } = run([
      frame(questionFrame()),
      { type: 'select', optionId: 'b' },
      { type: 'answer_sent' },
      { type: 'answer_failed' },
    ]);
    expect(state.answer).toBe('idle');
    expect(notices.at(-1)).toEqual({ kind: 'submit_failed' });
  });

  it('names other refusals with their reason', () => {
    const { notices } = run([
      frame({ event: 'refused', data: { command: 'start', reason: 'too_few_players' } }),
    ]);
    expect(notices).toEqual([{ kind: 'refused', command: 'start', reason: 'too_few_players' }]);
  });

  it('applies 50/50 and extra time, one power-up a question, with a cooldown', () => {
    const used = run([
      frame(questionFrame({ servedAt: 0, limitMs: 30_000 })),
      frame({
        event: 'power_up',
        data: { type: 'fifty_fifty', uses_remaining: 1, removed_option_ids: ['a', 'c'] },
      }),
    ]);
    expect(used.state.removedOptionIds).toEqual(['a', 'c']);
    expect(used.notices.at(-1)).toEqual({ kind: 'power_up', type: 'fifty_fifty' });
    const fifty = used.state.powerUps.find((held) => held.type === 'fifty_fifty')!;
    const extra = used.state.powerUps.find((held) => held.type === 'extra_time')!;
    expect(fifty.uses_remaining).toBe(1);
    // One a question: the others wait for the next question.
    expect(powerUpReady(used.state, extra, true)).toBe(false);

    const next = run([frame(questionFrame({ id: ANA, index: 1 }))], used.state);
    expect(next.state.removedOptionIds).toEqual([]);
    expect(powerUpReady(next.state, next.state.powerUps[1]!, true)).toBe(true);
    // 50/50 cools down for one question after the one it was used on.
    expect(powerUpReady(next.state, next.state.powerUps[0]!, true)).toBe(false);
    const later = run([frame(questionFrame({ id: BEN, index: 2 }))], next.state);
    expect(powerUpReady(later.state, later.state.powerUps[0]!, true)).toBe(true);
    expect(powerUpReady(later.state, later.state.powerUps[0]!, false)).toBe(false);

    const time = run([
      frame(questionFrame({ servedAt: 0, limitMs: 30_000 })),
      frame({
        event: 'power_up',
        data: { type: 'extra_time', uses_remaining: 1, ends_at: 40_000 },
      }),
    ]);
    expect(deadlineOf(time.state)).toBe(40_000);
  });

  it('disables power-ups after answering and when none are left', () => {
    const answered = run([frame(questionFrame()), { type: 'answer_sent' }]);
    expect(powerUpReady(answered.state, answered.state.powerUps[0]!, true)).toBe(false);
    const open = run([frame(questionFrame())]);
    expect(
      powerUpReady(open.state, { type: 'fifty_fifty', uses_remaining: 0, cooldown: 0 }, true),
    ).toBe(false);
  });

  it('takes the whole view from a state frame, correcting the clock', () => {
    const { state } = run([
      frame(
        {
          event: 'state',
          data: view({
            phase: 'question',
            index: 2,
            now: 10_500,
            phase_ends_at: 20_000,
            question: QUESTION,
            answered: { answered: 1, of: 2 },
            scoreboard: [
              standing(ME, { score: 200 }),
              standing(ANA, { rank: 2, is_connected: false }),
            ],
            you: {
              ...view().you!,
              answer: {
                option_id: 'b',
                response: { option_id: 'b' },
                time_ms: 3_000,
                correct: null,
                credit: null,
                points: null,
              },
              deadline: 25_000,
            },
          }),
        },
        10_000,
      ),
    ]);
    expect(state.offsetMs).toBe(500);
    expect(state.phase).toBe('question');
    expect(state.index).toBe(2);
    expect(state.answer).toBe('acked');
    expect(state.selected).toBe('b');
    expect(deadlineOf(state)).toBe(25_000);
    expect(state.connections[ANA]).toBe(false);
  });

  it('reads a spectator view as not playing', () => {
    const { state } = run([frame({ event: 'state', data: view({ you: null }) })]);
    expect(state.playing).toBe(false);
    expect(canAnswer(run([frame(questionFrame())], state).state)).toBe(false);
  });

  it('marks this player removed when the host takes their seat', () => {
    const { state, notices } = run([
      frame({ event: 'player_leave', data: { user_id: ME, removed: true } }),
    ]);
    expect(state.removed).toBe(true);
    expect(notices).toEqual([{ kind: 'removed' }]);
    const other = run([frame({ event: 'player_leave', data: { user_id: ANA, removed: true } })]);
    expect(other.state.removed).toBe(false);
    expect(other.notices).toEqual([{ kind: 'roster' }]);
  });

  it('counts down, then ends with the final scoreboard', () => {
    const counting = run([
      frame({
        event: 'countdown',
        data: { seconds: 3, ends_at: 9_000, teams: [{ user_id: ME, team: 0 }] },
      }),
    ]);
    expect(counting.state.phase).toBe('countdown');
    expect(counting.state.countdownEndsAt).toBe(9_000);
    expect(counting.state.teams[ME]).toBe(0);
    const ended = run(
      [frame({ event: 'game_end', data: { scoreboard: [standing(ME)], team_scores: [10, 5] } })],
      counting.state,
    );
    expect(ended.state.phase).toBe('finished');
    expect(ended.state.teamScores).toEqual([10, 5]);
  });

  it('keeps chat lines once each, and only the latest', () => {
    const many = Array.from({ length: CHAT_KEPT + 5 }, (_, n) =>
      frame({ event: 'chat', data: chatLine(`m${n}`, `hello ${n}`) }),
    );
    const { state } = run([...many, many[many.length - 1]!]);
    expect(state.chat).toHaveLength(CHAT_KEPT);
    expect(state.chat.at(-1)?.id).toBe(`m${CHAT_KEPT + 4}`);
  });

  it('marks this player eliminated by the close that names them', () => {
    const { state } = run([
      frame(questionFrame()),
      frame(closedFrame([], { eliminated: ME })),
      frame(questionFrame({ id: ANA, index: 1 })),
    ]);
    expect(state.eliminated).toBe(true);
    expect(canAnswer(state)).toBe(false);
  });
});

describe('standingsFor', () => {
  it('lists the seats at nought before a score, with live connections and the host', () => {
    const state = run([
      frame({ event: 'connection', data: { user_id: ANA, is_connected: false } }),
      frame({ event: 'host_changed', data: { user_id: ANA } }),
    ]).state;
    const lines = standingsFor([seat(ME), seat(ANA)], state.hostId, state);
    expect(lines.map((line) => [line.name, line.is_host, line.is_connected])).toEqual([
      ['Ada Lovelace', false, true],
      ['Ana Ruiz', true, false],
    ]);
  });

  it('ranks the scoreboard once there is one', () => {
    const state = run([
      frame(questionFrame()),
      frame(
        closedFrame([], {
          scoreboard: [standing(ME, { rank: 2, score: 10 }), standing(ANA, { rank: 1, score: 90 })],
        }),
      ),
    ]).state;
    expect(standingsFor([], ME, state).map((line) => line.user_id)).toEqual([ANA, ME]);
  });
});

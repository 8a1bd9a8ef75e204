import { describe, expect, it } from 'vitest';
import {
  ANA,
  BEN,
  closedFrame,
  endFrame,
  leaveFrame,
  question,
  questionFrame,
  standing,
  stateFrame,
  you,
} from '../test/fixtures';
import {
  initialPlayerState,
  playerStep,
  type PlayerAction,
  type PlayerState,
} from './player-state';

const run = (actions: PlayerAction[], start: PlayerState = initialPlayerState(ANA)) =>
  actions.reduce(playerStep, start);
const on = (
  frame: Extract<PlayerAction, { type: 'frame' }>['frame'],
  receivedAt = 1_000,
): PlayerAction => ({ type: 'frame', frame, receivedAt });

describe('playerStep', () => {
  it('opens a question with its end, takes one answer, and unlocks it when refused', () => {
    let state = run([on(questionFrame({ servedAt: 0, limitMs: 30_000 }), 500)]);
    expect(state.phase).toBe('question');
    expect(state.endsAt).toBe(30_000);
    expect(state.shownAt).toBe(500);
    state = run(
      [
        { type: 'answered', optionId: 'b' },
        { type: 'answered', optionId: 'c' },
      ],
      state,
    );
    expect(state.answer).toEqual({ optionId: 'b' });
    const held = run(
      [on({ event: 'refused', data: { command: 'answer', reason: 'already_answered' } })],
      state,
    );
    expect(held.answer).toEqual({ optionId: 'b' });
    state = run(
      [on({ event: 'refused', data: { command: 'answer', reason: 'unavailable' } })],
      state,
    );
    expect(state.answer).toBeNull();
  });

  it.each([
    [
      { user_id: ANA, option_id: 'b', correct: true, points: 120 },
      { kind: 'correct', points: 120 },
    ],
    [{ user_id: ANA, option_id: 'a', correct: false, points: 0 }, { kind: 'incorrect' }],
    [{ user_id: ANA, option_id: null, correct: false, points: 0 }, { kind: 'timeout' }],
    [{ user_id: BEN, option_id: 'b', correct: true, points: 90 }, { kind: 'timeout' }],
  ])('reads its own verdict from the close: %o', (result, verdict) => {
    const state = run([on(questionFrame()), on(closedFrame([result], []))]);
    expect(state.phase).toBe('review');
    expect(state.result).toEqual(verdict);
  });

  it('a new question clears the last answer and verdict', () => {
    const state = run([
      on(questionFrame()),
      { type: 'answered', optionId: 'b' },
      on(closedFrame([{ user_id: ANA, option_id: 'b', correct: true, points: 100 }], [])),
      on(questionFrame({ index: 1 })),
    ]);
    expect(state.answer).toBeNull();
    expect(state.result).toBeNull();
  });

  it('ends with its own place and score', () => {
    const state = run([
      on(
        endFrame([standing(BEN, { rank: 1, score: 500 }), standing(ANA, { rank: 2, score: 300 })]),
      ),
    ]);
    expect(state.phase).toBe('finished');
    expect(state.final).toEqual({ rank: 2, score: 300 });
  });

  it('is removed when the host takes its seat, and stays removed; another player leaving is nothing', () => {
    expect(run([on(leaveFrame(BEN, true))]).phase).toBe('waiting');
    expect(run([on(leaveFrame(ANA))]).phase).toBe('waiting');
    const removed = run([on(leaveFrame(ANA, true)), on(questionFrame())]);
    expect(removed.phase).toBe('removed');
  });

  it('restores from a state frame: the question, its own answer and deadline, on the corrected clock', () => {
    const state = run([
      on(
        stateFrame({
          phase: 'question',
          index: 1,
          now: 20_000,
          phase_ends_at: 40_000,
          question: question(),
          you: you({
            answer: {
              option_id: 'c',
              response: { option_id: 'c' },
              time_ms: 1200,
              correct: null,
              credit: null,
              points: null,
            },
            deadline: 45_000,
          }),
        }),
        15_000,
      ),
    ]);
    expect(state.phase).toBe('question');
    expect(state.endsAt).toBe(40_000);
    expect(state.answer).toEqual({ optionId: 'c' });
    expect(state.result).toBeNull();
  });

  it('restores a verdict after the close, and removal when the view says it left', () => {
    const review = run([
      on(
        stateFrame({
          phase: 'review',
          question: question(),
          reveal: {
            correct_option: 'b',
            correct_response: { option_id: 'b' },
            correct_answer: 'Einstein',
            explanation: null,
          },
          you: you({
            answer: {
              option_id: 'b',
              response: { option_id: 'b' },
              time_ms: 900,
              correct: true,
              credit: 1,
              points: 80,
            },
          }),
        }),
      ),
    ]);
    expect(review.result).toEqual({ kind: 'correct', points: 80 });
    expect(run([on(stateFrame({ you: you({ left: true }) }))]).phase).toBe('removed');
  });
});

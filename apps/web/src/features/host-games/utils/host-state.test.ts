import { describe, expect, it } from 'vitest';
import {
  ANA,
  answeredFrame,
  BEN,
  CAL,
  closedFrame,
  endFrame,
  HOST,
  joinFrame,
  leaveFrame,
  Q1,
  Q2,
  question,
  questionFrame,
  standing,
  stateFrame,
} from '../test/fixtures';
import {
  answerDistribution,
  hostStep,
  initialHostState,
  topStandings,
  type HostState,
} from './host-state';

const run = (frames: Parameters<typeof hostStep>[1][], start = initialHostState(5), at = 1_000) =>
  frames.reduce<HostState>((state, frame) => hostStep(state, frame, at), start);

describe('hostStep', () => {
  it('lists players as they join, once each, and drops one who leaves or is removed', () => {
    const state = run([
      joinFrame(ANA, 1),
      joinFrame(BEN, 2),
      joinFrame(ANA, 2),
      leaveFrame(ANA, true),
    ]);
    expect(state.players).toEqual([{ user_id: BEN, name: 'Ben' }]);
    // The name stays known for the results file.
    expect(state.names[ANA]).toBe('Ana');
  });

  it('shows a question with its end and counts the answers of that question only', () => {
    const state = run([
      joinFrame(ANA),
      joinFrame(BEN),
      questionFrame({ servedAt: 10_000, limitMs: 20_000 }),
      answeredFrame(1, 2),
      answeredFrame(2, 2, Q2),
    ]);
    expect(state.phase).toBe('question');
    expect(state.question?.id).toBe(Q1);
    expect(state.endsAt).toBe(30_000);
    expect(state.answered).toEqual({ answered: 1, of: 2 });
  });

  it('keeps every close for the results, once each, and the latest scoreboard', () => {
    const board = [standing(ANA, { rank: 1, score: 100 }), standing(BEN, { rank: 2 })];
    const results = [
      { user_id: ANA, option_id: 'b', correct: true, points: 100 },
      { user_id: BEN, option_id: 'a', correct: false, points: 0 },
    ];
    const state = run([
      questionFrame(),
      closedFrame(results, board),
      closedFrame(results, board),
      questionFrame({ index: 1, id: Q2 }),
      closedFrame([], board, Q2, 'c'),
    ]);
    expect(state.history.map((entry) => [entry.index, entry.question.id])).toEqual([
      [0, Q1],
      [1, Q2],
    ]);
    expect(state.history[0]!.results).toEqual(
      results.map((result) => ({
        ...result,
        response: result.option_id === null ? null : { option_id: result.option_id },
        credit: result.correct ? 1 : 0,
      })),
    );
    expect(state.reveal?.correct_option).toBe('c');
    expect(state.phase).toBe('review');
    expect(state.scoreboard).toEqual(board);
  });

  it('ends with the final scoreboard', () => {
    const board = [standing(ANA, { score: 300 })];
    const state = run([questionFrame(), endFrame(board)]);
    expect(state.phase).toBe('finished');
    expect(state.scoreboard).toEqual(board);
  });

  it('takes a state frame whole: phase, players (not the host, not who left), the clock offset', () => {
    const state = run(
      [
        joinFrame(CAL),
        stateFrame({
          phase: 'question',
          index: 2,
          now: 50_000,
          phase_ends_at: 60_000,
          question: question(Q2),
          answered: { answered: 1, of: 2 },
          scoreboard: [
            standing(HOST, { is_host: true, name: 'Teacher' }),
            standing(ANA),
            standing(BEN, { left: true }),
          ],
        }),
      ],
      initialHostState(5),
      40_000,
    );
    expect(state.players).toEqual([{ user_id: ANA, name: 'Ana' }]);
    expect(state.offset).toBe(10_000);
    expect(state.endsAt).toBe(50_000);
    expect(state.index).toBe(2);
    expect(state.answered).toEqual({ answered: 1, of: 2 });
  });
});

describe('answerDistribution and topStandings', () => {
  it('counts each option as the class chose, in the options order, none for no answer', () => {
    const state = run([
      questionFrame(),
      closedFrame(
        [
          { user_id: ANA, option_id: 'b', correct: true, points: 100 },
          { user_id: BEN, option_id: 'b', correct: true, points: 90 },
          { user_id: CAL, option_id: null, correct: false, points: 0 },
        ],
        [],
      ),
    ]);
    expect(answerDistribution(state.reveal!)).toEqual([
      { optionId: 'a', count: 0 },
      { optionId: 'b', count: 2 },
      { optionId: 'c', count: 0 },
      { optionId: 'd', count: 0 },
    ]);
  });

  it('shows the best five by rank, never the host', () => {
    const board = [7, 3, 1, 2, 6, 5, 4].map((rank) => standing(`${rank}`, { rank }));
    board.push(standing(HOST, { rank: 1, is_host: true }));
    expect(topStandings(board).map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the pause between questions', () => {
  it('knows the host holds it, until the next question', () => {
    const held = run([questionFrame(), { event: 'paused', data: { paused: true } }]);
    expect(held.paused).toBe(true);
    expect(run([questionFrame({ index: 1, id: Q2 })], held).paused).toBe(false);
  });
});

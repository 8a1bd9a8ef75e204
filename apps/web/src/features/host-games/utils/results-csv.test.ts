import { describe, expect, it } from 'vitest';
import {
  ANA,
  BEN,
  CAL,
  closedFrame,
  endFrame,
  joinFrame,
  Q2,
  questionFrame,
  standing,
} from '../test/fixtures';
import { hostStep, initialHostState } from './host-state';
import { buildResultsCsv } from './results-csv';

const labels = {
  nickname: 'Nickname',
  place: 'Place',
  score: 'Score',
  correct: 'Correct answers',
  questionOption: (n: number) => `Q${n} answer`,
  questionPoints: (n: number) => `Q${n} points`,
};

describe('buildResultsCsv', () => {
  it('writes each player by place with their option and points per question, from the frames', () => {
    const frames = [
      joinFrame(ANA),
      joinFrame(BEN),
      joinFrame(CAL),
      questionFrame(),
      closedFrame(
        [
          { user_id: ANA, option_id: 'b', correct: true, points: 100 },
          { user_id: BEN, option_id: 'a', correct: false, points: 0 },
          { user_id: CAL, option_id: 'b', correct: true, points: 80 },
        ],
        [],
      ),
      questionFrame({ index: 1, id: Q2 }),
      closedFrame(
        [
          { user_id: ANA, option_id: 'c', correct: true, points: 90 },
          { user_id: BEN, option_id: null, correct: false, points: 0 },
        ],
        [],
        Q2,
        'c',
      ),
      // Cal left before the end: no place, but their answers count in the file.
      endFrame([
        standing(ANA, { rank: 1, score: 190, correct_answers: 2 }),
        standing(BEN, { rank: 2, score: 0, correct_answers: 0 }),
      ]),
    ];
    const state = frames.reduce(
      (current, frame) => hostStep(current, frame, 0),
      initialHostState(2),
    );
    const csv = buildResultsCsv({
      scoreboard: state.scoreboard,
      history: state.history,
      names: state.names,
      labels,
    });
    expect(csv.split('\r\n')).toEqual([
      'Nickname,Place,Score,Correct answers,Q1 answer,Q1 points,Q2 answer,Q2 points',
      'Ana,1,190,2,Einstein,100,Curie,90',
      'Ben,2,0,0,Newton,0,,0',
      'Cal,,80,1,Einstein,80,,',
      '',
    ]);
  });

  it('writes each answer in words whatever the question’s type', () => {
    const closed = closedFrame(
      [
        { user_id: ANA, option_id: null, correct: true, points: 100 },
        { user_id: BEN, option_id: null, correct: false, points: 40 },
        { user_id: CAL, option_id: null, correct: false, points: 0 },
      ],
      [],
    );
    if (closed.event !== 'question_closed') throw new Error('a close');
    const responses = [
      { option_ids: ['c', 'a'] },
      { order: ['d', 'b', 'a', 'c'] },
      { text: 'Bohr?' },
    ];
    closed.data.results.forEach((result, index) => (result.response = responses[index]!));
    const state = [joinFrame(ANA), joinFrame(BEN), joinFrame(CAL), questionFrame(), closed].reduce(
      (current, frame) => hostStep(current, frame, 0),
      initialHostState(1),
    );
    const csv = buildResultsCsv({
      scoreboard: [],
      history: state.history,
      names: state.names,
      labels,
    });
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      'Ana,,100,1,Newton; Curie,100',
      'Ben,,40,0,Bohr > Einstein > Newton > Curie,40',
      'Cal,,0,0,Bohr?,0',
    ]);
  });

  it('has only the header and the players when no question closed', () => {
    const csv = buildResultsCsv({
      scoreboard: [standing(ANA)],
      history: [],
      names: {},
      labels,
    });
    expect(csv).toBe('Nickname,Place,Score,Correct answers\r\nAna,1,0,0\r\n');
  });
});

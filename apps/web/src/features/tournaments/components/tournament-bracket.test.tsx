import type { Bracket } from '@quizarena/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { ALAN, CARLA, GRACE, match, ME, seat, threePlayerBracket, uuid } from '../test/fixtures';
import { TournamentBracket } from './tournament-bracket';

const FIFTH = uuid(5);

/** The drawn boxes: each match's key, whether it is the caller's, and its seats' states. */
function boxes(container: HTMLElement) {
  return [...container.querySelectorAll('svg [data-match]')].map((box) => ({
    match: box.getAttribute('data-match'),
    mine: box.hasAttribute('data-mine'),
    slots: [...box.querySelectorAll('[data-slot]')].map((slot) => slot.getAttribute('data-slot')),
  }));
}

const svgTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('svg text')].map((text) => text.textContent).filter(Boolean);

/** Five players in round 1 of 3: three byes and one match playing; later rounds undrawn. */
const fivePlayers = (): Bracket => ({
  format: 'single_elimination',
  current_round: 1,
  rounds: [
    {
      round: 1,
      label: 'quarter_finals',
      matches: [
        match(1, 0, [seat(ME, 1, { place: 1, advanced: true })], { status: 'bye' }),
        match(1, 1, [seat(CARLA, 4), seat(FIFTH, 5)], { status: 'playing', game_id: uuid(6000) }),
        match(1, 2, [seat(GRACE, 2, { place: 1, advanced: true })], { status: 'bye' }),
        match(1, 3, [seat(ALAN, 3, { place: 1, advanced: true })], { status: 'bye' }),
      ],
    },
    { round: 2, label: 'semi_finals', matches: [] },
    { round: 3, label: 'final', matches: [] },
  ],
});

describe('the bracket', () => {
  it('draws a bye, a forfeit, the winners and the final, outlining my matches', () => {
    const { container } = render(<TournamentBracket bracket={threePlayerBracket()} me={ME} />);
    expect(boxes(container)).toEqual([
      { match: '1-0', mine: true, slots: ['winner', 'bye'] },
      { match: '1-1', mine: false, slots: ['winner', 'forfeit'] },
      { match: '2-0', mine: true, slots: ['player', 'player'] },
    ]);
    expect(svgTexts(container)).toEqual([
      'Semi-finals',
      'Final',
      '1',
      'Ada Lovelace',
      'Bye',
      '2',
      'Grace Hopper',
      '120',
      '3',
      'Alan Turing',
      'FF',
      '1',
      'Ada Lovelace',
      '2',
      'Grace Hopper',
    ]);
    // A line from each semi-final to the final.
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
  });

  it('reads as lists to a screen reader: a heading a round, an item a match', () => {
    render(<TournamentBracket bracket={threePlayerBracket()} me={ME} />);
    const region = screen.getByRole('region', { name: 'Tournament bracket' });
    expect(
      within(region)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Semi-finals', 'Final']);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Match 1: Ada Lovelace (seed 1, goes on); Bye. Decided by a bye. (your match)',
      'Match 2: Grace Hopper (seed 2, 120 points, goes on); Alan Turing (seed 3, Forfeit). Finished.',
      'Match 1: Ada Lovelace (seed 1); Grace Hopper (seed 2). Waiting to start. (your match)',
    ]);
  });

  it('highlights the winner of a decided final by their place', () => {
    const bracket = threePlayerBracket({
      status: 'completed',
      players: [
        seat(ME, 1, { score: 90, place: 2, advanced: false }),
        seat(GRACE, 2, { score: 140, place: 1, advanced: false }),
      ],
    });
    const { container } = render(<TournamentBracket bracket={bracket} me={ME} />);
    expect(boxes(container)[2]!.slots).toEqual(['player', 'winner']);
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent(
      'Match 1: Ada Lovelace (seed 1, 90 points); Grace Hopper (seed 2, 140 points, goes on). Finished.',
    );
  });

  it('leaves empty slots in the rounds not drawn yet, each fed by two matches', () => {
    const { container } = render(<TournamentBracket bracket={fivePlayers()} me={GRACE} />);
    expect(boxes(container)).toEqual([
      { match: '1-0', mine: false, slots: ['winner', 'bye'] },
      { match: '1-1', mine: false, slots: ['player', 'player'] },
      { match: '1-2', mine: true, slots: ['winner', 'bye'] },
      { match: '1-3', mine: false, slots: ['winner', 'bye'] },
      { match: '2-0', mine: false, slots: ['empty', 'empty'] },
      { match: '2-1', mine: false, slots: ['empty', 'empty'] },
      { match: '3-0', mine: false, slots: ['empty', 'empty'] },
    ]);
    expect(svgTexts(container).slice(0, 3)).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    expect(container.querySelectorAll('svg path')).toHaveLength(6);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'Match 2: Carla Ruiz (seed 4); Someone (seed 5). Playing now.',
    );
    expect(screen.getAllByRole('listitem')[4]).toHaveTextContent(
      'Match 1: To be decided; To be decided. Waiting to start.',
    );
  });

  it('names an early round by its number, and gives a knockout group four seats', () => {
    const bracket: Bracket = {
      format: 'knockout_groups',
      current_round: 1,
      rounds: [
        {
          round: 1,
          label: 'round',
          matches: [match(1, 0, [seat(ME, 1), seat(GRACE, 2), seat(ALAN, 3)])],
        },
        { round: 2, label: 'final', matches: [] },
      ],
    };
    const { container } = render(<TournamentBracket bracket={bracket} me={ME} />);
    expect(svgTexts(container).slice(0, 2)).toEqual(['Round 1', 'Final']);
    expect(boxes(container)).toEqual([
      { match: '1-0', mine: true, slots: ['player', 'player', 'player', 'bye'] },
      { match: '2-0', mine: false, slots: ['empty', 'empty', 'empty', 'empty'] },
    ]);
  });

  it('scrolls sideways by keyboard too, and has no serious axe findings', async () => {
    const { container } = render(<TournamentBracket bracket={fivePlayers()} me={ME} />);
    const region = screen.getByRole('region', { name: 'Tournament bracket' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});

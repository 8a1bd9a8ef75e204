import { describe, expect, it } from 'vitest';
import { livePlacesOf, outcomeFor, placesOf, winnerOf } from './challenge-results';

const play = (userId: string, score: number, timeMs: number, left = false) => ({
  userId,
  score,
  timeMs,
  left,
});

describe('a challenge result', () => {
  it('places async plays by score, then total answer time, leavers last, equal plays sharing', () => {
    const places = placesOf([
      play('slow', 300, 9_000),
      play('fast', 300, 4_000),
      play('low', 100, 1_000),
      play('quitter', 500, 1_000, true),
      play('twin', 100, 1_000),
    ]);
    expect(Object.fromEntries(places)).toEqual({
      fast: 1,
      slow: 2,
      low: 3,
      twin: 3,
      quitter: 5,
    });
  });

  it('has a winner only when first place is not shared', () => {
    const alone = placesOf([play('a', 200, 5_000), play('b', 200, 6_000)]);
    expect(winnerOf(alone)).toBe('a');
    expect(outcomeFor('a', alone, 'a')).toBe('won');
    expect(outcomeFor('b', alone, 'a')).toBe('lost');
    const tied = placesOf([play('a', 200, 5_000), play('b', 200, 5_000), play('c', 0, 0)]);
    expect(winnerOf(tied)).toBeNull();
    expect(outcomeFor('a', tied, null)).toBe('draw');
    expect(outcomeFor('c', tied, null)).toBe('lost');
  });

  it('takes a live game’s places, with whoever left after whoever stayed', () => {
    const places = livePlacesOf([
      { userId: 'leader', place: 1, left: true },
      { userId: 'stayer', place: 2 },
    ]);
    expect(Object.fromEntries(places)).toEqual({ stayer: 1, leader: 2 });
    expect(winnerOf(places)).toBe('stayer');
  });
});

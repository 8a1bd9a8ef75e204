import { describe, expect, it } from 'vitest';
import { matchOutcome } from './match-outcome';

const line = (user_id: string, place: number) => ({ user_id, name: user_id, place });

describe('matchOutcome', () => {
  it('is a win over everyone else for the only first place', () => {
    expect(matchOutcome([line('me', 1), line('Grace', 2), line('Ben', 3)], 'me')).toEqual({
      result: 'win',
      names: ['Grace', 'Ben'],
    });
  });

  it('is a loss naming the winner, or the winners of a shared first place', () => {
    expect(matchOutcome([line('Grace', 1), line('me', 2)], 'me')).toEqual({
      result: 'loss',
      names: ['Grace'],
    });
    expect(matchOutcome([line('Grace', 1), line('Ben', 1), line('me', 3)], 'me')).toEqual({
      result: 'loss',
      names: ['Grace', 'Ben'],
    });
  });

  it('is a draw with those who share first place with me', () => {
    expect(matchOutcome([line('Grace', 1), line('me', 1), line('Ben', 3)], 'me')).toEqual({
      result: 'draw',
      names: ['Grace'],
    });
  });

  it('is nothing for someone who did not play (a spectator)', () => {
    expect(matchOutcome([line('Grace', 1), line('Ben', 2)], 'me')).toBeNull();
  });
});

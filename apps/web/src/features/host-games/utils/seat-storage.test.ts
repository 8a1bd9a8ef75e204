import { afterEach, describe, expect, it } from 'vitest';
import { GAME_ID, GUEST_TOKEN, uuid } from '../test/fixtures';
import { forgetSeat, loadSeat, saveSeat } from './seat-storage';

const seat = {
  game_id: GAME_ID,
  player_id: uuid(50),
  nickname: 'Ana',
  guest: true,
  guest_token: GUEST_TOKEN,
};

describe('seat storage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a seat per game in this tab and forgets it', () => {
    saveSeat(seat);
    expect(loadSeat(GAME_ID)).toEqual(seat);
    expect(loadSeat(uuid(901))).toBeNull();
    forgetSeat(GAME_ID);
    expect(loadSeat(GAME_ID)).toBeNull();
  });

  it('ignores what is not a seat', () => {
    sessionStorage.setItem(`quizarena.hostGames.seat.${GAME_ID}`, '{"game_id":1}');
    expect(loadSeat(GAME_ID)).toBeNull();
    sessionStorage.setItem(`quizarena.hostGames.seat.${GAME_ID}`, 'not json');
    expect(loadSeat(GAME_ID)).toBeNull();
  });
});

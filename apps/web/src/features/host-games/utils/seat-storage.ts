/** A player's seat in one hosted game, as the join answered it. */
export type Seat = {
  game_id: string;
  player_id: string;
  nickname: string;
  guest: boolean;
  guest_token: string | null;
};

function isSeat(value: unknown): value is Seat {
  if (typeof value !== 'object' || value === null) return false;
  const seat = value as Record<string, unknown>;
  return (
    typeof seat.game_id === 'string' &&
    typeof seat.player_id === 'string' &&
    typeof seat.nickname === 'string' &&
    typeof seat.guest === 'boolean' &&
    (seat.guest_token === null || typeof seat.guest_token === 'string')
  );
}

// Session storage: the seat survives a reload of /join in this tab, and goes with the tab, so a
// guest keeps nothing after the game.
const key = (gameId: string) => `quizarena.hostGames.seat.${gameId}`;

export function saveSeat(seat: Seat, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(key(seat.game_id), JSON.stringify(seat));
  } catch {
    // Storage full or refused: the seat lasts as long as the page.
  }
}

export function loadSeat(gameId: string, storage: Storage = sessionStorage): Seat | null {
  try {
    const raw = storage.getItem(key(gameId));
    if (!raw) return null;
    const seat: unknown = JSON.parse(raw);
    return isSeat(seat) && seat.game_id === gameId ? seat : null;
  } catch {
    return null;
  }
}

export function forgetSeat(gameId: string, storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(key(gameId));
  } catch {
    // Nothing to forget.
  }
}

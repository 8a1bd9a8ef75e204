// The server tells a finished search's outcome to every read for a while (outcomeKeptSeconds),
// so a reload still reaches the game. A player who was already sent to that game and came back
// (they left it, or it ended) must not be sent there again: this tab remembers which games it
// went to. Session storage: it survives a reload and goes with the tab.
const KEY = 'quizarena.matchmaking.joined';
/** Only the last few matter: an outcome is told for two minutes at most. */
const KEPT = 20;

function read(storage: Storage): string[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers that this tab went to the matched game `gameId`. */
export function rememberJoined(gameId: string, storage: Storage = sessionStorage): void {
  const ids = read(storage).filter((id) => id !== gameId);
  try {
    storage.setItem(KEY, JSON.stringify([...ids, gameId].slice(-KEPT)));
  } catch {
    // Storage full or refused: at worst a reload offers the game once more.
  }
}

/** Whether this tab already went to the matched game `gameId`. */
export function alreadyJoined(gameId: string, storage: Storage = sessionStorage): boolean {
  return read(storage).includes(gameId);
}

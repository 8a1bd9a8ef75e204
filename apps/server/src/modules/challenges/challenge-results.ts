/** One player's finished play of a challenge, as its places are decided from it. */
export type PlayToRank = {
  userId: string;
  score: number;
  /** Total answer time (ms). */
  timeMs: number;
  /** Left their game before its end. */
  left: boolean;
};

/**
 * Places of an async challenge (DECISIONS #51) by the engine's tie rule: whoever stayed to the
 * end before whoever left (leaving is a loss, DECISIONS #49), then the higher score, then the
 * less total answer time. Plays equal in all three share a place (standard competition ranking:
 * 1, 1, 3).
 */
export function placesOf(plays: readonly PlayToRank[]): Map<string, number> {
  const ordered = [...plays].sort(
    (a, b) => Number(a.left) - Number(b.left) || b.score - a.score || a.timeMs - b.timeMs,
  );
  const places = new Map<string, number>();
  ordered.forEach((play, index) => {
    const before = ordered[index - 1];
    const tied =
      before !== undefined &&
      before.left === play.left &&
      before.score === play.score &&
      before.timeMs === play.timeMs;
    places.set(play.userId, tied ? places.get(before.userId)! : index + 1);
  });
  return places;
}

/**
 * Places of a realtime challenge from its live game's places (score, then total time, then who
 * joined first, so never shared), with those who left after those who stayed, as its rating
 * counts them.
 */
export function livePlacesOf(
  results: readonly { userId: string; place: number; left?: boolean }[],
): Map<string, number> {
  const ordered = [...results].sort(
    (a, b) => Number(a.left ?? false) - Number(b.left ?? false) || a.place - b.place,
  );
  return new Map(ordered.map((result, index) => [result.userId, index + 1]));
}

/** The winner: first place alone; null when first place is shared (a draw) or nobody played. */
export function winnerOf(places: ReadonlyMap<string, number>): string | null {
  const first = [...places].filter(([, place]) => place === 1);
  return first.length === 1 ? first[0]![0] : null;
}

/** How the challenge ended for one who played it. */
export function outcomeFor(
  userId: string,
  places: ReadonlyMap<string, number>,
  winnerId: string | null,
): 'won' | 'lost' | 'draw' {
  if (winnerId === userId) return 'won';
  return places.get(userId) === 1 ? 'draw' : 'lost';
}

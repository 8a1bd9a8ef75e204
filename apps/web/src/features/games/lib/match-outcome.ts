/** One player's final place, as the live scoreboard (rank) or the settled results (place) say. */
export type FinalPlace = { user_id: string; name: string; place: number };

/**
 * How a game against opponents ended for `me`, by place (a shared first place is a draw), and
 * whom it names: the beaten, the winners, or those who drew. Null when `me` did not play.
 */
export type MatchOutcome = { result: 'win' | 'loss' | 'draw'; names: string[] };

export function matchOutcome(places: readonly FinalPlace[], me: string): MatchOutcome | null {
  const mine = places.find((line) => line.user_id === me);
  if (!mine) return null;
  const best = Math.min(...places.map((line) => line.place));
  const others = places.filter((line) => line.user_id !== me);
  const names = (lines: FinalPlace[]) => lines.map((line) => line.name);
  if (mine.place > best) {
    return { result: 'loss', names: names(places.filter((line) => line.place === best)) };
  }
  const tied = others.filter((line) => line.place === best);
  return tied.length
    ? { result: 'draw', names: names(tied) }
    : { result: 'win', names: names(others) };
}

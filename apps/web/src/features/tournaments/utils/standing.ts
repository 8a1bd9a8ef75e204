import type { TournamentStanding } from '@quizarena/contracts';

/** How often the live page asks again while the player waits (the bracket channel is faster). */
export const LIVE_POLL_MS = 10_000;

/** Where a player stands, as the live page says it. */
export type StandingView =
  | { kind: 'opening'; gameId: string }
  | { kind: 'notRegistered' }
  | { kind: 'cancelled' }
  | { kind: 'notStarted' }
  | { kind: 'finished'; place: number; prize: number }
  | { kind: 'over' }
  | { kind: 'eliminated'; round: number }
  | { kind: 'waiting'; round: number };

/**
 * The player's standing read as one state: their match's game while it plays (the page goes
 * there), else why there is none now. A player waiting goes on to the round after a match they
 * won (or a bye), or plays the drawn match of their round when it opens.
 */
export function standingView(standing: TournamentStanding, me: string): StandingView {
  const { match } = standing;
  if (match?.status === 'playing' && match.game_id)
    return { kind: 'opening', gameId: match.game_id };
  if (!standing.registered) return { kind: 'notRegistered' };
  if (standing.status === 'cancelled') return { kind: 'cancelled' };
  if (standing.status === 'upcoming' || standing.status === 'registration')
    return { kind: 'notStarted' };
  if (standing.status === 'completed')
    return standing.final_place === null
      ? { kind: 'over' }
      : { kind: 'finished', place: standing.final_place, prize: standing.prize_won };
  if (standing.is_eliminated)
    return { kind: 'eliminated', round: match?.round ?? standing.current_round };
  const wentOn =
    match !== null &&
    match.status !== 'pending' &&
    match.players.some((player) => player.user_id === me && player.advanced === true);
  return {
    kind: 'waiting',
    round: match ? (wentOn ? match.round + 1 : match.round) : Math.max(1, standing.current_round),
  };
}

/** Whether the page should keep asking: the player may still have a match to go to. */
export const isWaiting = (view: StandingView) =>
  view.kind === 'waiting' || view.kind === 'notStarted';

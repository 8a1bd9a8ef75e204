import { ROOM_OPTIONS } from '../games/games.rules';

/** A tournament's states (spec 02; DECISIONS #32 keeps these five). */
export const TOURNAMENT_STATUSES = [
  'upcoming',
  'registration',
  'active',
  'completed',
  'cancelled',
] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** A tournament's level: one of the questions' levels, or a mix of them all. */
export const TOURNAMENT_DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'mixed'] as const;
export type TournamentDifficulty = (typeof TOURNAMENT_DIFFICULTIES)[number];

export const SPONSOR_TIERS = ['platinum', 'gold', 'silver', 'other'] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

/** A bracket match's course: waiting for its round, a bye, its game playing, decided. */
export const TOURNAMENT_MATCH_STATUSES = ['pending', 'bye', 'playing', 'completed'] as const;
export type TournamentMatchStatus = (typeof TOURNAMENT_MATCH_STATUSES)[number];

export const TOURNAMENT_RULES = {
  nameLength: { min: 3, max: 120 },
  descriptionMaxLength: 2_000,
  maxParticipants: { min: 2, max: 1_024, default: 64 },
  entryFee: { min: 0, max: 100_000 },
  sponsorPrize: { min: 0, max: 10_000_000 },
  /** Places a prize distribution may name. */
  maxPrizePlaces: 16,
  maxRules: 20,
  ruleTitleMaxLength: 120,
  ruleDescriptionMaxLength: 1_000,
  maxSponsors: 10,
  sponsorNameMaxLength: 80,
  /** A match's game: a room's choices. */
  questionCounts: ROOM_OPTIONS.questionCount,
  secondsPerQuestion: ROOM_OPTIONS.secondsPerQuestion,
  /** How far ahead a tournament may be planned. */
  maxDaysAhead: 365,
  /**
   * How long a match's game waits for its players once it is open: it starts when all are
   * connected or at this deadline with those who came; an absent player forfeits.
   */
  arrivalGraceMs: 3 * 60_000,
  /** The pause between the last match of a round and the next round's matches. */
  roundBreakMs: 60_000,
  /** The list's page. */
  pageSize: 20,
  /** A participant's stars for a completed tournament. */
  rating: { min: 1, max: 5 },
} as const;

/** DECISIONS #32: a seat can be taken only in registration status and before its end. */
export function isRegistrationOpen(
  tournament: { status: TournamentStatus; registration_end: string },
  now: Date,
): boolean {
  return (
    tournament.status === 'registration' && now.getTime() < Date.parse(tournament.registration_end)
  );
}

/** A host or an admin may cancel until the tournament is over. */
export const isCancellable = (status: TournamentStatus) =>
  status === 'upcoming' || status === 'registration' || status === 'active';

/** Whether the bracket exists yet (it is drawn at the start). */
export const hasBracket = (status: TournamentStatus) =>
  status === 'active' || status === 'completed';

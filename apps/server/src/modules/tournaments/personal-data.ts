import { eq, sql } from 'drizzle-orm';
import {
  tournamentBookmarks,
  tournamentHosts,
  tournamentMatches,
  tournamentParticipants,
  tournamentRatings,
  tournaments,
} from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../privacy';

/** Entries, the matches played in them, bookmarks, ratings and tournaments hosted. */
export const tournamentsPersonalData: PersonalDataPart = {
  module: 'tournaments',
  describes: 'Tournaments you entered and your matches in them, hosted, bookmarked or rated',
  tables: [
    'tournaments',
    'tournament_participants',
    'tournament_bookmarks',
    'tournament_ratings',
    'tournament_hosts',
  ],
  async export(db, userId) {
    const entries = await db
      .select({
        tournament_id: tournamentParticipants.tournamentId,
        tournament_name: tournaments.name,
        fee_paid: tournamentParticipants.feePaid,
        registered_at: tournamentParticipants.registeredAt,
        seed_number: tournamentParticipants.seedNumber,
        is_eliminated: tournamentParticipants.isEliminated,
        final_place: tournamentParticipants.finalPlace,
        prize_won: tournamentParticipants.prizeWon,
      })
      .from(tournamentParticipants)
      .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
      .where(eq(tournamentParticipants.userId, userId));
    // A match's players are a JSON list of seats; the person's matches name their user id.
    const matches = await db
      .select({
        id: tournamentMatches.id,
        tournament_id: tournamentMatches.tournamentId,
        round: tournamentMatches.round,
        status: tournamentMatches.status,
        players: tournamentMatches.players,
        completed_at: tournamentMatches.completedAt,
      })
      .from(tournamentMatches)
      .where(
        sql`exists (select 1 from jsonb_array_elements(${tournamentMatches.players}) as p
          where p->>'user_id' = ${userId})`,
      );
    return {
      entries,
      matches,
      hosted: await db
        .select({ id: tournaments.id, name: tournaments.name, status: tournaments.status })
        .from(tournaments)
        .where(eq(tournaments.hostId, userId)),
      host_verification: await rowsOfPerson(db, tournamentHosts, tournamentHosts.userId, userId, [
        'verifiedBy',
      ]),
      bookmarks: await rowsOfPerson(db, tournamentBookmarks, tournamentBookmarks.userId, userId),
      ratings: await rowsOfPerson(db, tournamentRatings, tournamentRatings.userId, userId),
    };
  },
};

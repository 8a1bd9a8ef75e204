import { eq, sql } from 'drizzle-orm';
import {
  tournamentBookmarks,
  tournamentHosts,
  tournamentMatches,
  tournamentParticipants,
  tournamentRatings,
  tournaments,
} from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

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
  /**
   * Entries, bookmarks, ratings and host verification cascade; a tournament they host runs on
   * without a host (`set null`, as a game does). A bracket's seat keeps its result for the
   * other players' sake, under the nil uuid instead of their id.
   */
  async erase(tx, userId) {
    await tx.execute(sql`
      update tournament_matches set players = (
        select jsonb_agg(case when p->>'user_id' = ${userId}
          then jsonb_set(p, '{user_id}', to_jsonb(${ERASED_PLAYER}::text)) else p end
          order by ord)
        from jsonb_array_elements(players) with ordinality as t(p, ord))
      where exists (select 1 from jsonb_array_elements(players) as p
                    where p->>'user_id' = ${userId})`);
  },
};

/** The id an erased player's bracket seat keeps: names nobody. */
export const ERASED_PLAYER = '00000000-0000-0000-0000-000000000000';

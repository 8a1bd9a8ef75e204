import {
  HIDDEN_PLAYER_NAME,
  hasBracket,
  isCancellable,
  isRegistrationOpen,
  levelForPoints,
  placePrizes,
  publicAvatar,
  publicIdentity,
  roundLabel,
  roundSizes,
  type Bracket,
  type Tournament,
  type TournamentFormat,
  type TournamentMatch,
  type TournamentStanding,
  type TournamentStatus,
  type TournamentSummary,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toIdentityInput } from '../auth';
import * as repo from './tournaments.repo';

/**
 * How tournaments read to a caller: the list's cards, the page (host card, prizes from today's
 * pool, participants with their figures, the bracket) and a player's standing. Every player is
 * shown by the identity rule (docs/PRIVACY.md): a hidden profile as 'Hidden player', no link.
 */
export function createTournamentView(deps: {
  db: Db;
  clock: Clock;
  /** Places on the all-time board, for the Participants tab. */
  ranks(userIds: string[]): Promise<Map<string, number>>;
}) {
  const { db, clock } = deps;
  const year = () => clock.now().getUTCFullYear();

  function person(row: repo.PersonRow | null) {
    const shown = row?.id ? publicIdentity(toIdentityInput(row), year()) : null;
    if (!shown || !shown.listed) return { id: null, name: HIDDEN_PLAYER_NAME, avatar_url: null };
    return {
      id: shown.userId,
      name: shown.displayName,
      avatar_url: publicAvatar(shown, row!.avatarUrl),
      organization: shown.organization,
    };
  }

  const poolOf = (row: repo.TournamentRow, fees: number) => fees + row.sponsorPrize;

  async function summaries(
    rows: repo.NamedTournamentRow[],
    viewerId: string,
  ): Promise<TournamentSummary[]> {
    const ids = rows.map((row) => row.tournament.id);
    const hostIds = [
      ...new Set(rows.flatMap((row) => (row.tournament.hostId ? [row.tournament.hostId] : []))),
    ];
    const [registered, bookmarked, figures, verified] = await Promise.all([
      repo.registeredAmong(db, ids, viewerId),
      repo.bookmarkedAmong(db, ids, viewerId),
      repo.hostFigures(db, hostIds),
      repo.verifiedAmong(db, hostIds),
    ]);
    const now = clock.now();
    return rows.map((named) => {
      const t = named.tournament;
      const host = person(named.host);
      const figure = t.hostId ? figures.get(t.hostId) : undefined;
      const summary = {
        id: t.id,
        name: t.name,
        description: t.description,
        category: named.categoryName,
        category_id: t.categoryId,
        topic: named.topicName ?? null,
        topic_id: t.topicId,
        difficulty: t.difficulty as TournamentSummary['difficulty'],
        format: t.format as TournamentFormat,
        max_participants: t.maxParticipants,
        current_participants: t.currentParticipants,
        entry_fee: t.entryFee,
        prize_pool: poolOf(t, t.entryFee * t.currentParticipants),
        status: t.status as TournamentStatus,
        registration_open: false,
        registration_start: t.registrationStart.toISOString(),
        registration_end: t.registrationEnd.toISOString(),
        tournament_start: t.tournamentStart.toISOString(),
        host: {
          id: host.id,
          name: host.name,
          avatar_url: host.avatar_url,
          organization: 'organization' in host ? (host.organization ?? null) : null,
          verified: named.hostRole === 'admin' || (t.hostId !== null && verified.has(t.hostId)),
          rating: figure?.rating ?? null,
          tournaments_hosted: figure?.hosted ?? 0,
        },
        is_featured: t.isFeatured,
        is_verified: t.isVerified,
        is_registered: registered.has(t.id),
        is_bookmarked: bookmarked.has(t.id),
        created_at: t.createdAt.toISOString(),
        updated_at: t.updatedAt.toISOString(),
      };
      summary.registration_open = isRegistrationOpen(summary, now);
      return summary;
    });
  }

  function matchOf(
    match: repo.MatchRow,
    names: ReadonlyMap<string, { user_id: string | null; name: string }>,
  ): TournamentMatch {
    return {
      id: match.id,
      round: match.round,
      position: match.position,
      status: match.status as TournamentMatch['status'],
      game_id: match.gameId,
      starts_at: match.startsAt?.toISOString() ?? null,
      players: match.players.map((player) => ({
        user_id: names.get(player.user_id)?.user_id ?? null,
        name: names.get(player.user_id)?.name ?? HIDDEN_PLAYER_NAME,
        seed_number: player.seed || null,
        score: player.score,
        place: player.place,
        advanced: player.advanced,
        forfeited: player.forfeited,
      })),
    };
  }

  /** Every round, later ones empty until drawn, so the bracket's shape shows from the start. */
  function bracketOf(
    t: repo.TournamentRow,
    matches: repo.MatchRow[],
    names: ReadonlyMap<string, { user_id: string | null; name: string }>,
  ): Bracket | null {
    if (!hasBracket(t.status as TournamentStatus) || matches.length === 0) return null;
    const sizes = roundSizes(t.format as TournamentFormat, t.currentParticipants);
    return {
      format: t.format as TournamentFormat,
      current_round: t.currentRound,
      rounds: sizes.map((_, index) => ({
        round: index + 1,
        label: roundLabel(index + 1, sizes).key,
        matches: matches
          .filter((match) => match.round === index + 1)
          .map((match) => matchOf(match, names)),
      })),
    };
  }

  async function participantsAndNames(t: repo.TournamentRow, viewerId: string) {
    const rows = await repo.participantsOf(db, t.id);
    const ranks = await deps.ranks(rows.map((row) => row.seat.userId));
    const names = new Map<string, { user_id: string | null; name: string }>();
    const participants = rows.map((row) => {
      const shown = person(row.person);
      names.set(row.seat.userId, { user_id: shown.id, name: shown.name });
      const played = Number(row.gamesPlayed);
      return {
        // The seat's own id: the player's id is withheld for a hidden profile.
        id: `${t.id}:${row.seat.seedNumber ?? row.seat.registeredAt.getTime()}`,
        user_id: shown.id,
        name: shown.name,
        avatar_url: shown.avatar_url,
        level: levelForPoints(Number(row.balance)),
        rank: shown.id ? (ranks.get(row.seat.userId) ?? null) : null,
        win_rate: played > 0 ? Math.round((100 * Number(row.gamesWon)) / played) : null,
        achievements_count: Number(row.achievements),
        is_seeded: row.seat.seedNumber !== null,
        seed_number: row.seat.seedNumber,
        current_round: row.seat.currentRound,
        is_eliminated: row.seat.isEliminated,
        final_place: row.seat.finalPlace,
        prize_won: row.seat.prizeWon,
        registered_at: row.seat.registeredAt.toISOString(),
        is_you: row.seat.userId === viewerId,
      };
    });
    return { participants, names, fees: rows.reduce((sum, row) => sum + row.seat.feePaid, 0) };
  }

  return {
    summaries,

    async detail(
      named: repo.NamedTournamentRow,
      viewerId: string,
      viewerIsAdmin: boolean,
    ): Promise<Tournament> {
      const t = named.tournament;
      const [[summary], { participants, names, fees }, matches, myRating] = await Promise.all([
        summaries([named], viewerId),
        participantsAndNames(t, viewerId),
        repo.matchesOf(db, t.id),
        repo.ratingOf(db, t.id, viewerId),
      ]);
      const pool = poolOf(t, fees);
      const prizes = placePrizes(pool, t.prizeDistribution);
      return {
        ...summary!,
        prize_pool: pool,
        prize_distribution: t.prizeDistribution.map((share) => ({
          place: share.place,
          prize_type: 'points' as const,
          prize_value: prizes.find((prize) => prize.place === share.place)?.points ?? 0,
          share_percent: share.share_percent,
          description: share.description,
        })),
        sponsor_prize: t.sponsorPrize,
        question_count: t.questionCount,
        seconds_per_question: t.secondsPerQuestion,
        participants,
        brackets: bracketOf(t, matches, names),
        rules: t.rules,
        sponsors: t.sponsors.map((sponsor) => ({
          ...sponsor,
          tier: sponsor.tier as Tournament['sponsors'][number]['tier'],
        })),
        can_cancel:
          isCancellable(t.status as TournamentStatus) && (viewerIsAdmin || t.hostId === viewerId),
        my_rating: myRating,
        completed_at: t.completedAt?.toISOString() ?? null,
      };
    },

    async standing(named: repo.NamedTournamentRow, viewerId: string): Promise<TournamentStanding> {
      const t = named.tournament;
      const seat = await repo.participantOf(db, t.id, viewerId);
      const base = {
        tournament_id: t.id,
        status: t.status as TournamentStatus,
        registered: !!seat,
        current_round: seat?.currentRound ?? 0,
        is_eliminated: seat?.isEliminated ?? false,
        final_place: seat?.finalPlace ?? null,
        prize_won: seat?.prizeWon ?? 0,
        match: null,
      };
      if (!seat) return base;
      const mine = (await repo.matchesOf(db, t.id))
        .filter((match) => match.players.some((player) => player.user_id === viewerId))
        .at(-1);
      if (!mine) return base;
      const { names } = await participantsAndNames(t, viewerId);
      return { ...base, match: matchOf(mine, names) };
    },
  };
}
export type TournamentView = ReturnType<typeof createTournamentView>;

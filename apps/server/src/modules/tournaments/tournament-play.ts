import {
  MIN_TOURNAMENT_PLAYERS,
  TOURNAMENT_RULES,
  finalPlaces,
  firstRound,
  isPlayedMatch,
  matchShape,
  nextRound,
  prizePayouts,
  roundSizes,
  type DifficultyLevel,
  type Finisher,
  type NotificationData,
  type NotificationKind,
  type TournamentFormat,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Scheduler } from '../../lib/scheduler';
import type { GameEnd, OpenSeatedGame } from '../games';
import type { NotificationsService } from '../notifications';
import { inTransaction } from '../scoring';
import { escrow } from './tournament-escrow';
import * as repo from './tournaments.repo';

/** The scheduler's one-off jobs of a tournament (keyed by its id) and the rounds' sweep. */
export const TOURNAMENT_JOBS = {
  open: 'tournaments.open',
  start: 'tournaments.start',
  sweep: 'tournaments.matches',
} as const;
type TournamentJob = { tournamentId: string };

/**
 * How often the sweep opens the games of matches whose round has begun. A round's start is
 * stored on its matches rather than planned as a job, because opening a game is not a write
 * in a job's transaction: a sweep outside one finds any match still waiting, even after a crash.
 */
export const MATCH_SWEEP_MS = 5_000;

/** A claimed match whose game was never recorded (its opener crashed) is opened again after this. */
const CLAIM_LAPSE_MS = 60_000;

/** A player who answered nothing forfeits: they cannot go on, whatever the scores. */
const FORFEIT_PLACE = 1_000_000;

export type PlayDeps = {
  db: Db;
  clock: Clock;
  scheduler: Scheduler;
  outbox: { poke(): void };
  notifications: Pick<NotificationsService, 'notify'>;
  openSeatedGame: OpenSeatedGame;
  /** Each player's skill rating in a category (higher seeds first), read in `db` (a job's tx). */
  ratings(db: Db, userIds: string[], categoryId: string): Promise<Map<string, { mu: number }>>;
  /** Tells the bracket's watchers (after the commit). */
  bracketChanged(tournamentId: string): void;
  onError(message: string, error: unknown): void;
};

/**
 * Runs tournaments on the durable scheduler (docs/DECISIONS.md, Tournaments): registration
 * opens at its start; at the tournament's start the seats are seeded by skill and round 1 is
 * drawn; each round's matches are live games on the engine, opened together and started when
 * their players are in (or at the grace deadline, an absent player forfeiting); the games' end
 * records each match and, when a round is decided, draws the next or, after the final, pays the
 * prizes from the escrow. Every step runs in one transaction with what it records.
 */
export function createTournamentPlay(deps: PlayDeps) {
  const { db, clock, scheduler, notifications } = deps;

  /**
   * Work for once a change committed: the outbox sends its notifications, and the tournament's
   * open pages read it again (the hint announces what they will find, so never before the commit).
   */
  const tellWatchers = (tournamentId: string) => () => {
    deps.outbox.poke();
    deps.bracketChanged(tournamentId);
  };

  const notify = <K extends NotificationKind>(
    tx: Db,
    userId: string,
    kind: K,
    data: NotificationData<K>,
  ) => notifications.notify(tx, { userId, kind, data });

  const notice = (row: repo.TournamentRow) => ({
    tournament_id: row.id,
    tournament_name: row.name,
  });

  /** Refunds every seat and the sponsor prize, and cancels: the escrow ends at zero. */
  async function cancelIn(tx: Db, row: repo.TournamentRow): Promise<void> {
    const now = clock.now();
    const seats = await repo.seatsOf(tx, row.id);
    for (const seat of seats) {
      if (seat.feePaid > 0) await escrow.refund(tx, row.id, seat, now);
      await notify(tx, seat.userId, 'tournament_cancelled', {
        ...notice(row),
        refund: seat.feePaid,
      });
    }
    if (row.sponsorPrize > 0) await escrow.sponsorBack(tx, row.id, row.sponsorPrize, now);
    await repo.updateTournament(tx, row.id, { status: 'cancelled', updatedAt: now });
  }

  /** Seeds the seats by skill (then by who registered first) and draws round 1. */
  async function startIn(tx: Db, row: repo.TournamentRow): Promise<void> {
    const now = clock.now();
    const seats = await repo.seatsOf(tx, row.id);
    if (seats.length < MIN_TOURNAMENT_PLAYERS) return cancelIn(tx, row);
    const ratings = await deps.ratings(
      tx,
      seats.map((seat) => seat.userId),
      row.categoryId,
    );
    const seeded = [...seats].sort(
      (a, b) =>
        (ratings.get(b.userId)?.mu ?? 0) - (ratings.get(a.userId)?.mu ?? 0) ||
        a.registeredAt.getTime() - b.registeredAt.getTime() ||
        (a.userId < b.userId ? -1 : 1),
    );
    const seedOf = new Map(seeded.map((seat, index) => [seat.userId, index + 1]));
    for (const seat of seeded)
      await repo.updateParticipant(tx, row.id, seat.userId, {
        seedNumber: seedOf.get(seat.userId)!,
        currentRound: 1,
      });
    const format = row.format as TournamentFormat;
    const matches = firstRound(
      format,
      seeded.map((seat) => seat.userId),
    );
    await repo.updateTournament(tx, row.id, { status: 'active', currentRound: 1, updatedAt: now });
    await drawRound(tx, row, 1, matches, seedOf, now);
  }

  /**
   * Inserts a round's matches: a played one waits for the sweep to open its game at `opensAt`,
   * a bye (or a walkover, when forfeits left a later match short) sends its players on at once.
   */
  async function drawRound(
    tx: Db,
    row: repo.TournamentRow,
    round: number,
    matches: string[][],
    seedOf: ReadonlyMap<string, number>,
    opensAt: Date,
  ): Promise<void> {
    const format = row.format as TournamentFormat;
    const isFinal = round === roundSizes(format, row.currentParticipants).length;
    const played = (players: number) =>
      isFinal ? players >= 2 : isPlayedMatch(format, players) && players >= 2;
    await repo.insertMatches(
      tx,
      matches.map((players, position) => ({
        tournamentId: row.id,
        round,
        position,
        opensAt,
        status: played(players.length) ? 'pending' : 'bye',
        completedAt: played(players.length) ? null : clock.now(),
        players: players.map((userId, index) => ({
          user_id: userId,
          seed: seedOf.get(userId) ?? 0,
          score: null,
          place: played(players.length) ? null : index + 1,
          time_ms: null,
          advanced: played(players.length) ? null : !isFinal,
          forfeited: false,
        })),
      })),
    );
    await repo.updateTournament(tx, row.id, { currentRound: round, updatedAt: clock.now() });
    if (!matches.some((players) => played(players.length)))
      await afterRound(tx, row, round, seedOf);
  }

  /** When every match of `round` is decided: the next round, or the end and its prizes. */
  async function afterRound(
    tx: Db,
    row: repo.TournamentRow,
    round: number,
    seedOf?: ReadonlyMap<string, number>,
  ): Promise<void> {
    const matches = await repo.matchesOf(tx, row.id, round);
    if (matches.some((match) => match.status === 'pending' || match.status === 'playing')) return;
    const format = row.format as TournamentFormat;
    if (round >= roundSizes(format, row.currentParticipants).length) return completeIn(tx, row);
    const seeds =
      seedOf ??
      new Map((await repo.seatsOf(tx, row.id)).map((seat) => [seat.userId, seat.seedNumber ?? 0]));
    const advancing = matches.map((match) =>
      match.players.filter((player) => player.advanced).map((player) => player.user_id),
    );
    for (const userId of advancing.flat())
      await repo.updateParticipant(tx, row.id, userId, { currentRound: round + 1 });
    const next = nextRound(advancing);
    // The break before the next round's games open.
    const opensAt = new Date(clock.now().getTime() + TOURNAMENT_RULES.roundBreakMs);
    await drawRound(tx, row, round + 1, next, seeds, opensAt);
  }

  /** Ranks everyone by how far they got and pays the pool by place: the escrow ends at zero. */
  async function completeIn(tx: Db, row: repo.TournamentRow): Promise<void> {
    const now = clock.now();
    const seats = await repo.seatsOf(tx, row.id);
    const furthest = new Map<string, Finisher>();
    for (const match of await repo.matchesOf(tx, row.id)) {
      for (const player of match.players) {
        furthest.set(player.user_id, {
          userId: player.user_id,
          round: match.round,
          placeInMatch: player.forfeited ? FORFEIT_PLACE : (player.place ?? FORFEIT_PLACE),
          score: player.score ?? 0,
          timeMs: player.time_ms ?? 0,
        });
      }
    }
    // Nobody answered a question in the whole tournament: nobody earned a place or a prize.
    if ([...furthest.values()].every((finisher) => finisher.placeInMatch === FORFEIT_PLACE))
      return cancelIn(tx, row);
    const places = finalPlaces([...furthest.values()]);
    const pool = seats.reduce((sum, seat) => sum + seat.feePaid, 0) + row.sponsorPrize;
    const payouts = prizePayouts(pool, row.prizeDistribution, places);
    const paid = [...payouts.values()].reduce((sum, points) => sum + points, 0);
    if (paid !== pool) throw new Error(`tournament ${row.id} would pay ${paid} of ${pool}`);
    for (const seat of seats) {
      const prize = payouts.get(seat.userId) ?? 0;
      if (prize > 0) await escrow.prize(tx, row.id, seat.userId, prize, now);
      await repo.updateParticipant(tx, row.id, seat.userId, {
        finalPlace: places.get(seat.userId) ?? null,
        prizeWon: prize,
        isEliminated: places.get(seat.userId) !== 1,
      });
      if (prize > 0)
        await notify(tx, seat.userId, 'tournament_prize', {
          ...notice(row),
          place: places.get(seat.userId)!,
          points: prize,
        });
    }
    await repo.updateTournament(tx, row.id, {
      status: 'completed',
      completedAt: now,
      updatedAt: now,
    });
  }

  /**
   * A match's game ended: its players' places (a player who answered nothing forfeits and
   * cannot go on), the top ones advance, the rest are out; a decided round moves the bracket.
   */
  async function onGameEnd(tx: Db, end: GameEnd): Promise<(() => void) | void> {
    if (end.game.kind !== 'tournament') return;
    const match = await repo.lockMatchOfGame(tx, end.game.id);
    if (!match || match.status === 'completed') return;
    const row = await repo.lockTournament(tx, match.tournamentId);
    if (!row || row.status !== 'active') return;
    const format = row.format as TournamentFormat;
    const isFinal = match.round === roundSizes(format, row.currentParticipants).length;
    const results = end.outcome === 'settled' ? end.results : [];
    const byUser = new Map(results.map((result) => [result.userId, result]));
    const ranked = [...match.players]
      .map((player) => {
        const result = byUser.get(player.user_id);
        const forfeited =
          !result || result.answers.every((answer) => !answer.answered) || result.left === true;
        return { player, result, forfeited };
      })
      .sort(
        (a, b) =>
          Number(a.forfeited) - Number(b.forfeited) ||
          (a.result?.place ?? FORFEIT_PLACE) - (b.result?.place ?? FORFEIT_PLACE),
      );
    const { advance } = matchShape(format);
    const players = ranked.map(({ player, result, forfeited }, index) => ({
      ...player,
      score: result?.points ?? 0,
      place: index + 1,
      time_ms: result?.timeMs ?? 0,
      advanced: !isFinal && !forfeited && index < advance,
      forfeited,
    }));
    await repo.updateMatch(tx, match.id, {
      status: 'completed',
      players,
      completedAt: end.at,
    });
    for (const player of players) {
      if (isFinal) continue;
      if (player.advanced)
        await notify(tx, player.user_id, 'tournament_advanced', {
          ...notice(row),
          round: match.round,
        });
      else {
        await repo.updateParticipant(tx, row.id, player.user_id, { isEliminated: true });
        await notify(tx, player.user_id, 'tournament_eliminated', {
          ...notice(row),
          round: match.round,
        });
      }
    }
    await afterRound(tx, row, match.round);
    return tellWatchers(row.id);
  }

  /**
   * Opens the games of matches whose round has begun (outside a transaction: a game is live in
   * memory once open); a match whose game another sweep opened first is left as it is.
   */
  async function openDue(): Promise<void> {
    const touched = new Set<string>();
    for (const due of await repo.dueMatches(db, clock.now())) {
      const { match, tournament: t } = due;
      const now = clock.now();
      const startsAt = new Date(now.getTime() + TOURNAMENT_RULES.arrivalGraceMs);
      // Claimed first, so two sweeps never open two games for one match.
      if (!(await repo.claimMatch(db, match.id, now, startsAt, CLAIM_LAPSE_MS))) continue;
      try {
        const game = await deps.openSeatedGame({
          kind: 'tournament',
          name: `${t.name}: ${due.topicName ?? due.categoryName}`,
          scope: t.topicId ? { topicId: t.topicId } : { categoryId: t.categoryId },
          difficulty: t.difficulty === 'mixed' ? null : (t.difficulty as DifficultyLevel),
          mode: 'classic',
          secondsPerQuestion: t.secondsPerQuestion,
          questionCount: t.questionCount,
          players: match.players.map((player) => player.user_id),
          arrivalMs: TOURNAMENT_RULES.arrivalGraceMs,
        });
        await inTransaction(db, async (tx) => {
          await repo.setMatchGame(tx, match.id, game.id);
          for (const player of match.players)
            await notify(tx, player.user_id, 'tournament_match_ready', {
              ...notice(t),
              round: match.round,
              game_id: game.id,
              starts_at: startsAt.toISOString(),
            });
        });
        touched.add(t.id);
      } catch (error) {
        // One match that cannot open (its scope ran out of questions) holds up no other:
        // its claim lapses and a later sweep tries it again.
        deps.onError(`could not open tournament match ${match.id}`, error);
      }
    }
    if (touched.size === 0) return;
    deps.outbox.poke();
    for (const id of touched) deps.bracketChanged(id);
  }

  scheduler.define<TournamentJob>(TOURNAMENT_JOBS.open, async ({ tournamentId }, { tx }) => {
    const row = await repo.lockTournament(tx, tournamentId);
    if (!row || row.status !== 'upcoming') return;
    await repo.updateTournament(tx, row.id, { status: 'registration', updatedAt: clock.now() });
    for (const userId of await repo.bookmarkerIds(tx, row.id))
      await notify(tx, userId, 'tournament_registration_open', {
        ...notice(row),
        registration_end: row.registrationEnd.toISOString(),
      });
    // After the commit: a page open on the tournament reads it again and offers Register.
    return tellWatchers(row.id);
  });

  scheduler.define<TournamentJob>(TOURNAMENT_JOBS.start, async ({ tournamentId }, { tx }) => {
    const row = await repo.lockTournament(tx, tournamentId);
    if (!row || (row.status !== 'registration' && row.status !== 'upcoming')) return;
    await startIn(tx, row);
    // After the commit: the watchers read the drawn bracket (or the cancel) the hint announces.
    return tellWatchers(row.id);
  });

  scheduler.every(TOURNAMENT_JOBS.sweep, MATCH_SWEEP_MS, () =>
    openDue().catch((error) => deps.onError('could not open tournament matches', error)),
  );

  return {
    onGameEnd,
    openDue,
    /**
     * Cancels by hand (a host or an admin): refunds as `cancelIn` does and drops the plans. A
     * job does not drop its own plan (the scheduler removes a job once it has run).
     */
    async cancel(tx: Db, row: repo.TournamentRow): Promise<void> {
      await cancelIn(tx, row);
      await scheduler.cancel(tx, TOURNAMENT_JOBS.open, row.id);
      await scheduler.cancel(tx, TOURNAMENT_JOBS.start, row.id);
    },
    /** Plans the state changes of a new tournament, in its creation's transaction. */
    async plan(tx: Db, row: repo.TournamentRow): Promise<void> {
      if (row.status === 'upcoming')
        await scheduler.schedule<TournamentJob>(tx, {
          name: TOURNAMENT_JOBS.open,
          key: row.id,
          runAt: row.registrationStart,
          payload: { tournamentId: row.id },
        });
      await scheduler.schedule<TournamentJob>(tx, {
        name: TOURNAMENT_JOBS.start,
        key: row.id,
        runAt: row.tournamentStart,
        payload: { tournamentId: row.id },
      });
    },
  };
}
export type TournamentPlay = ReturnType<typeof createTournamentPlay>;

import type { createTournamentBodySchema, tournamentsQuerySchema } from '@quizarena/contracts';
import {
  isCancellable,
  type CreateTournamentBody,
  type Tournament,
  type TournamentStanding,
  type TournamentSummary,
  type TournamentsQuery,
  TOURNAMENT_RULES,
} from '@quizarena/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SeatedGameInput } from '../games';
import { inTransaction } from '../scoring';
import { escrow } from './tournament-escrow';
import type { TournamentPlay } from './tournament-play';
import type { createTournamentView } from './tournament-view';
import * as repo from './tournaments.repo';

/**
 * What tournaments refuse with: English as the errors catalogue has it under `tournaments`, so
 * each is answered in the reader's language (docs/ARCHITECTURE.md, Languages).
 */
export const TOURNAMENT_MESSAGES = {
  notFound: "This tournament doesn't exist or has been removed.",
  hostsOnly: 'Only admins and verified hosts can create tournaments',
  sponsorAdminOnly: 'Only an admin can add a sponsor prize',
  marksAdminOnly: 'Only an admin can feature or verify a tournament',
  startInFuture: 'The start must be in the future',
  tooFarAhead: `At most ${TOURNAMENT_RULES.maxDaysAhead} days ahead`,
  topicElsewhere: 'Choose a topic of the chosen category',
  noSuchScope: 'No such category or topic',
  tooFewQuestions:
    'There are not enough questions for this tournament; choose fewer questions or another topic',
  alreadyRegistered: 'You are already registered for this tournament',
  registrationClosed: 'Registration is closed for this tournament',
  full: 'This tournament is full',
  insufficientPoints: (fee: number) => `Insufficient points. You need ${fee} points to register.`,
  withdrawInRegistration: 'You can only withdraw during registration',
  notRegistered: 'You are not registered for this tournament',
  cancelHostOnly: 'Only its host or an admin can cancel a tournament',
  over: 'This tournament is already over',
  rateWhenCompleted: 'You can rate a tournament once it is completed',
  hostCannotRate: 'A host cannot rate their own tournament',
  participantsRate: 'Only its participants can rate a tournament',
} as const;
const DAY = 86_400_000;

export type Caller = { id: string; role: string };

/**
 * Tournaments as players and hosts use them (docs/DECISIONS.md, Tournaments): creating one
 * (admins and verified hosts), the list and the page, a seat taken with its entry fee into
 * escrow in one transaction (exact under contention), withdrawing and cancelling with full
 * refunds, bookmarks, and rating a host after the end. Running the bracket is
 * tournament-play's.
 */
export function createTournamentsService(deps: {
  db: Db;
  clock: Clock;
  play: Pick<TournamentPlay, 'plan' | 'cancel'>;
  view: ReturnType<typeof createTournamentView>;
  outbox: { poke(): void };
  bracketChanged(tournamentId: string): void;
  /** Up to `count` question ids of a scope: the games module's draw, the one matches use. */
  drawQuestionIds: (db: Db, scope: SeatedGameInput['scope'], count: number) => Promise<string[]>;
}) {
  const { db, clock, play, view } = deps;

  async function requireRow(id: string): Promise<repo.NamedTournamentRow> {
    const row = await repo.findNamed(db, id);
    if (!row) throw AppError.notFound(TOURNAMENT_MESSAGES.notFound);
    return row;
  }

  const isAdmin = (caller: Caller) => caller.role === 'admin';

  return {
    /** `GET /api/tournaments`. */
    async list(caller: Caller, query: z.output<typeof tournamentsQuerySchema>) {
      const { rows, total } = await repo.listNamed(db, {
        ...(query.status ? { status: query.status } : {}),
        ...(query.category_id ? { categoryId: query.category_id } : {}),
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return {
        tournaments: await view.summaries(rows, caller.id),
        total,
        page: query.page,
        limit: query.limit,
        can_create: isAdmin(caller) || (await repo.isVerifiedHost(db, caller.id)),
      };
    },

    /** `GET /api/tournament-bookmarks`: the caller's saved list. */
    async bookmarked(caller: Caller): Promise<TournamentSummary[]> {
      return view.summaries(await repo.bookmarkedBy(db, caller.id), caller.id);
    },

    /** `GET /api/tournaments/{id}`. */
    async get(caller: Caller, id: string): Promise<Tournament> {
      return view.detail(await requireRow(id), caller.id, isAdmin(caller));
    },

    /** `POST /api/tournaments`: admins and verified hosts. */
    async create(
      caller: Caller,
      body: z.output<typeof createTournamentBodySchema>,
    ): Promise<Tournament> {
      if (!isAdmin(caller) && !(await repo.isVerifiedHost(db, caller.id)))
        throw AppError.forbidden(TOURNAMENT_MESSAGES.hostsOnly);
      if (!isAdmin(caller)) {
        if (body.sponsor_prize > 0)
          throw AppError.validation('body.sponsor_prize', TOURNAMENT_MESSAGES.sponsorAdminOnly);
        if (body.is_featured || body.is_verified)
          throw AppError.validation(
            body.is_featured ? 'body.is_featured' : 'body.is_verified',
            TOURNAMENT_MESSAGES.marksAdminOnly,
          );
      }
      const now = clock.now();
      const start = new Date(body.registration_start);
      const begins = new Date(body.tournament_start);
      if (begins.getTime() <= now.getTime())
        throw AppError.validation('body.tournament_start', TOURNAMENT_MESSAGES.startInFuture);
      if (begins.getTime() - now.getTime() > TOURNAMENT_RULES.maxDaysAhead * DAY)
        throw AppError.validation('body.tournament_start', TOURNAMENT_MESSAGES.tooFarAhead);
      if (body.topic_id && !(await repo.topicInCategory(db, body.topic_id, body.category_id)))
        throw AppError.validation('body.topic_id', TOURNAMENT_MESSAGES.topicElsewhere);
      const id = await inTransaction(db, async (tx) => {
        const row = await repo.insertTournament(tx, {
          name: body.name,
          description: body.description,
          hostId: caller.id,
          categoryId: body.category_id,
          topicId: body.topic_id,
          difficulty: body.difficulty,
          format: body.format,
          maxParticipants: body.max_participants,
          entryFee: body.entry_fee,
          sponsorPrize: body.sponsor_prize,
          prizeDistribution: [...body.prize_distribution].sort((a, b) => a.place - b.place),
          status: start.getTime() <= now.getTime() ? 'registration' : 'upcoming',
          registrationStart: start,
          registrationEnd: new Date(body.registration_end),
          tournamentStart: begins,
          questionCount: body.question_count,
          secondsPerQuestion: body.seconds_per_question,
          rules: body.rules.map((rule) => ({ id: randomUUID(), ...rule })),
          sponsors: body.sponsors.map((sponsor) => ({ id: randomUUID(), ...sponsor })),
          isFeatured: body.is_featured,
          isVerified: body.is_verified,
          createdAt: now,
          updatedAt: now,
        });
        // Every match draws its questions from this scope (its level first, the others to fill),
        // so a scope holding fewer than one match's worth could never play a round. Asked after
        // the insert, so an unknown category is refused as one first.
        const pool = await deps.drawQuestionIds(
          tx,
          body.topic_id ? { topicId: body.topic_id } : { categoryId: body.category_id },
          body.question_count,
        );
        if (pool.length < body.question_count)
          throw new AppError(409, 'NO_QUESTIONS', TOURNAMENT_MESSAGES.tooFewQuestions, {
            details: [
              {
                field: body.topic_id ? 'body.topic_id' : 'body.category_id',
                message: TOURNAMENT_MESSAGES.tooFewQuestions,
              },
            ],
          });
        if (row.sponsorPrize > 0) await escrow.sponsor(tx, row.id, row.sponsorPrize, now);
        await play.plan(tx, row);
        return row.id;
      }).catch((error: unknown) => {
        const text = String((error as { cause?: { message?: string } })?.cause?.message ?? error);
        if (text.includes('tournaments_category_id') || text.includes('tournaments_topic_id'))
          throw AppError.validation(
            text.includes('topic') ? 'body.topic_id' : 'body.category_id',
            TOURNAMENT_MESSAGES.noSuchScope,
          );
        throw error;
      });
      return view.detail(await requireRow(id), caller.id, isAdmin(caller));
    },

    /**
     * `POST /api/tournaments/{id}/register`: a seat and its fee into escrow in one transaction
     * (the seat counter's conditional update makes seats exact under contention).
     */
    async register(caller: Caller, id: string): Promise<void> {
      const now = clock.now();
      await inTransaction(db, async (tx) => {
        const row = await repo.takeSeat(tx, id, caller.id, now);
        if (!row) throw AppError.notFound(TOURNAMENT_MESSAGES.notFound);
        if (row.registered)
          throw AppError.conflict('CONFLICT', TOURNAMENT_MESSAGES.alreadyRegistered);
        if (!row.taken) {
          if (row.status !== 'registration' || row.registrationEnd.getTime() <= now.getTime())
            throw AppError.conflict('CONFLICT', TOURNAMENT_MESSAGES.registrationClosed);
          throw AppError.conflict('CONFLICT', TOURNAMENT_MESSAGES.full);
        }
        const seat = await repo.insertParticipant(tx, {
          tournamentId: id,
          userId: caller.id,
          feePaid: row.entryFee,
          registeredAt: now,
        });
        if (!seat) throw AppError.conflict('CONFLICT', TOURNAMENT_MESSAGES.alreadyRegistered);
        if (row.entryFee > 0) {
          try {
            await escrow.fee(tx, id, seat);
          } catch (error) {
            if (error instanceof AppError && error.code === 'INSUFFICIENT_POINTS')
              throw new AppError(
                409,
                'INSUFFICIENT_POINTS',
                TOURNAMENT_MESSAGES.insufficientPoints(row.entryFee),
              );
            throw error;
          }
        }
      });
      deps.bracketChanged(id);
    },

    /** `POST /api/tournaments/{id}/withdraw`: before the start; the fee comes back in full. */
    async withdraw(caller: Caller, id: string): Promise<void> {
      const now = clock.now();
      await inTransaction(db, async (tx) => {
        const row = await repo.lockTournament(tx, id);
        if (!row) throw AppError.notFound(TOURNAMENT_MESSAGES.notFound);
        if (row.status !== 'registration')
          throw AppError.conflict('CONFLICT', TOURNAMENT_MESSAGES.withdrawInRegistration);
        const seat = await repo.deleteParticipant(tx, id, caller.id);
        if (!seat) throw AppError.conflict('CONFLICT', TOURNAMENT_MESSAGES.notRegistered);
        await repo.releaseSeat(tx, id, now);
        if (seat.feePaid > 0) await escrow.refund(tx, id, seat, now);
      });
      deps.bracketChanged(id);
    },

    /** `POST /api/tournaments/{id}/cancel`: its host or an admin, until the end. */
    async cancel(caller: Caller, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const row = await repo.lockTournament(tx, id);
        if (!row) throw AppError.notFound(TOURNAMENT_MESSAGES.notFound);
        if (!isAdmin(caller) && row.hostId !== caller.id)
          throw AppError.forbidden(TOURNAMENT_MESSAGES.cancelHostOnly);
        if (!isCancellable(row.status as Tournament['status']))
          throw AppError.conflict('CONFLICT', TOURNAMENT_MESSAGES.over);
        await play.cancel(tx, row);
      });
      deps.outbox.poke();
      deps.bracketChanged(id);
    },

    /** `PUT /api/tournaments/{id}/marks`: admins. */
    async mark(
      caller: Caller,
      id: string,
      marks: { is_featured?: boolean; is_verified?: boolean },
    ) {
      await requireRow(id);
      await repo.updateTournament(db, id, {
        ...(marks.is_featured === undefined ? {} : { isFeatured: marks.is_featured }),
        ...(marks.is_verified === undefined ? {} : { isVerified: marks.is_verified }),
        updatedAt: clock.now(),
      });
      return view.detail(await requireRow(id), caller.id, true);
    },

    /** `POST|DELETE /api/tournaments/{id}/bookmark`. */
    async bookmark(
      caller: Caller,
      id: string,
      saved: boolean,
    ): Promise<{ is_bookmarked: boolean }> {
      await requireRow(id);
      if (saved) await repo.addBookmark(db, caller.id, id, clock.now());
      else await repo.removeBookmark(db, caller.id, id);
      return { is_bookmarked: saved };
    },

    /** `POST /api/tournaments/{id}/rating`: a participant, once it is completed. */
    async rate(caller: Caller, id: string, rating: number): Promise<Tournament> {
      const row = await requireRow(id);
      if (row.tournament.status !== 'completed')
        throw AppError.conflict('CONFLICT', TOURNAMENT_MESSAGES.rateWhenCompleted);
      if (row.tournament.hostId === caller.id)
        throw AppError.forbidden(TOURNAMENT_MESSAGES.hostCannotRate);
      if (!(await repo.participantOf(db, id, caller.id)))
        throw AppError.forbidden(TOURNAMENT_MESSAGES.participantsRate);
      await repo.upsertRating(db, {
        tournamentId: id,
        userId: caller.id,
        rating,
        createdAt: clock.now(),
      });
      return view.detail(await requireRow(id), caller.id, isAdmin(caller));
    },

    /** `GET /api/tournaments/{id}/live`: the caller's standing and current match. */
    async standing(caller: Caller, id: string): Promise<TournamentStanding> {
      return view.standing(await requireRow(id), caller.id);
    },

    /** `GET /api/tournament-hosts`: admins. */
    async hosts() {
      return (await repo.hostsList(db)).map((row) => ({
        user_id: row.userId,
        name: row.name,
        verified_at: row.at.toISOString(),
      }));
    },

    /** `PUT /api/tournament-hosts/{userId}`: an admin verifies a host or takes it back. */
    async setHost(caller: Caller, userId: string, verified: boolean) {
      try {
        if (verified) await repo.setHost(db, userId, caller.id, clock.now());
        else await repo.removeHost(db, userId);
      } catch (error) {
        if (String((error as { cause?: unknown })?.cause ?? error).includes('tournament_hosts'))
          throw AppError.notFound('User not found');
        throw error;
      }
      return { user_id: userId, verified };
    },
  };
}
export type TournamentsService = ReturnType<typeof createTournamentsService>;
export type { CreateTournamentBody, TournamentsQuery };

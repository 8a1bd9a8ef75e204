import type { Db } from '../../db/client';
import type { ModuleContext } from '../../lib/module-context';
import { drawQuestionIds, type GamesModule } from '../games';
import type { NotificationsService } from '../notifications';
import type { RealtimeService } from '../realtime';
import { AppError } from '../../lib/app-error';
import { createTournamentPlay } from './tournament-play';
import { createTournamentView } from './tournament-view';
import * as repo from './tournaments.repo';
import { tournamentsRoutes } from './tournaments.routes';
import { createTournamentsService, TOURNAMENT_MESSAGES } from './tournaments.service';

/**
 * Builds tournaments (docs/ARCHITECTURE.md, Tournaments): the service and its routes, the
 * scheduler's jobs that move them (open, start, each round), the games' end hook that records
 * each match inside its game's settlement, and the `tournament:{id}:bracket` channel (anyone
 * signed in may follow a tournament's bracket; only the server publishes on it).
 */
export function registerTournamentsModule(
  ctx: ModuleContext,
  deps: {
    realtime: Pick<RealtimeService, 'registerOwner' | 'publish'>;
    notifications: Pick<NotificationsService, 'notify'>;
    games: Pick<GamesModule, 'openSeatedGame' | 'onGameEnd'>;
    /** Skill ratings in a category, for seeding (read in the start job's transaction). */
    ratings(db: Db, userIds: string[], categoryId: string): Promise<Map<string, { mu: number }>>;
    /** Places on the all-time board, for the Participants tab. */
    ranks(userIds: string[]): Promise<Map<string, number>>;
  },
) {
  const { app, clock } = ctx;
  const db = ctx.database.db;
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);

  function bracketChanged(tournamentId: string) {
    repo.findNamed(db, tournamentId).then(
      (row) => {
        if (!row) return;
        deps.realtime.publish(
          { kind: 'tournament', tournamentId },
          {
            tournament_id: tournamentId,
            current_participants: row.tournament.currentParticipants,
            status: row.tournament.status,
            current_round: row.tournament.currentRound,
          },
        );
      },
      onError.bind(null, 'could not tell a tournament bracket moved'),
    );
  }

  const play = createTournamentPlay({
    db,
    clock,
    scheduler: ctx.scheduler,
    outbox: ctx.outbox,
    notifications: deps.notifications,
    openSeatedGame: deps.games.openSeatedGame,
    ratings: deps.ratings,
    bracketChanged,
    onError,
  });
  deps.games.onGameEnd(play.onGameEnd);
  const view = createTournamentView({ db, clock, ranks: deps.ranks });
  const tournaments = createTournamentsService({
    db,
    clock,
    play,
    view,
    outbox: ctx.outbox,
    bracketChanged,
    drawQuestionIds,
  });
  deps.realtime.registerOwner('tournament', {
    async authorize(_user, channel) {
      if (!(await repo.findNamed(db, channel.tournamentId)))
        throw AppError.notFound(TOURNAMENT_MESSAGES.notFound);
    },
  });
  ctx.api.register(tournamentsRoutes, { tournaments });
  return tournaments;
}

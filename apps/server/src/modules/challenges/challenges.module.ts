import type { ModuleContext } from '../../lib/module-context';
import type { AchievementsService } from '../achievements';
import type { ContentService } from '../content';
import { drawQuestionIds, type GamesModule, type RateGame } from '../games';
import type { ChallengeMessages } from '../messages';
import type { NotificationsService } from '../notifications';
import type { PresenceService } from '../presence';
import type { SocialPolicy } from '../social';
import { createChallengeProgress } from './challenge-progress';
import { challengesWonCount } from './challenges.repo';
import { challengesRoutes } from './challenges.routes';
import { createChallengesService } from './challenges.service';

/** How often challenges whose time ran out are moved on. */
export const CHALLENGE_ROUND_MS = 30_000;

/**
 * Builds challenges between friends (docs/ARCHITECTURE.md, Challenges): the service and its
 * routes, the games' end hook that records plays and results inside each game's settlement, the
 * `challenges_won` achievement count, and the expiry round on the scheduler.
 */
export function registerChallengesModule(
  ctx: ModuleContext,
  deps: {
    content: Pick<ContentService, 'getPlayableTopic'>;
    games: Pick<GamesModule, 'openSeatedGame' | 'onGameEnd'>;
    policy: SocialPolicy;
    presence: Pick<PresenceService, 'connectedAmong'>;
    messages: { challengeMessages: ChallengeMessages };
    notifications: Pick<NotificationsService, 'notify' | 'publishToInbox'>;
    achievements?: Pick<AchievementsService, 'check' | 'countFrom'>;
    /** Rates a completed async challenge (the ratings module's `rateGame`). */
    rate: RateGame;
    /** How often the expiry round runs; null never (tests run it by hand). */
    roundMs?: number | null;
  },
) {
  const { app, clock } = ctx;
  const db = ctx.database.db;
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  deps.achievements?.countFrom('challenges_won', challengesWonCount);
  const shared = {
    db,
    clock,
    messages: deps.messages.challengeMessages,
    notifications: deps.notifications,
    outbox: ctx.outbox,
    rate: deps.rate,
    ...(deps.achievements ? { achievements: deps.achievements } : {}),
    onError,
  };
  const progress = createChallengeProgress(shared);
  deps.games.onGameEnd(progress.onGameEnd);
  const challenges = createChallengesService({
    ...shared,
    content: deps.content,
    policy: deps.policy,
    presence: deps.presence,
    openSeatedGame: deps.games.openSeatedGame,
    drawQuestionIds,
    progress,
  });
  ctx.api.register(challengesRoutes, { challenges });

  // The scheduler runs the round on one instance at a time (the round is safe to repeat).
  const roundMs = deps.roundMs === undefined ? CHALLENGE_ROUND_MS : deps.roundMs;
  if (roundMs !== null) ctx.scheduler.every('challenges.expiry', roundMs, () => challenges.round());
  return challenges;
}

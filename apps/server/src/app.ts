import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type AppConfig } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createDomainEvents, type DomainEvents } from './lib/domain-events';
import { createOutbox, type Outbox, type OutboxOptions } from './lib/outbox';
import { createScheduler, type Scheduler, type SchedulerOptions } from './lib/scheduler';
import { createConfiguredMailer, type Mailer } from './lib/mailer';
import { createApiRoutes, type ModuleContext } from './lib/module-context';
import { writeAudit } from './modules/audit';
import { registerAdminModule } from './modules/admin';
import { registerAnalyticsModule, type AnalyticsModule } from './modules/analytics';
import { registerAssessmentModule } from './modules/assessment';
import { registerAuthModule, type AuthService } from './modules/auth';
import { registerContentModule, type ContentModule } from './modules/content';
import { registerAchievementsModule } from './modules/achievements';
import { allTimeRanksOf, registerLeaderboardModule } from './modules/leaderboard';
import { calibrationAnswers, registerQuizModule } from './modules/quiz';
import { registerReviewModule, reviewPersonalData } from './modules/review';
import { rateGame, ratingsOf, registerRatingsModule } from './modules/ratings';
import { registerScoringModule } from './modules/scoring';
import {
  createLocalFileStorage,
  registerUploadsModule,
  uploadsPersonalData,
  type FileStorage,
} from './modules/uploads';
import { registerAuthGuard } from './plugins/auth-guard';
import { registerHealthModule } from './modules/health';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandling } from './plugins/errors';
import { defaultServerI18n, type ServerI18n } from './lib/i18n';
import { registerMetrics, registerRealtimeMetrics } from './plugins/metrics';
import { refuseUnexpectedBodies } from './plugins/no-body';
import { withSafeLogging } from './plugins/safe-logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { frameworkErrors, registerTextGuard } from './plugins/text-guard';
import {
  createLocalInvalidationBus,
  createRedisInvalidationBus,
  type InvalidationBus,
} from './lib/invalidation-bus';
import type { RedisHandle } from './lib/redis';
import { createLinkSigner } from './lib/link-signer';
import { loadSigningSecret } from './lib/secrets';
import { registerWebClient } from './plugins/web-client';
import { registerPresenceModule, type PresenceSettings } from './modules/presence';
import {
  registerNotificationsModule,
  type EmailDigest,
  type NotificationsService,
} from './modules/notifications';
import { registerSocialModule } from './modules/social';
import { registerMessagesModule } from './modules/messages';
import { createPlayReviews } from './modules/fair-play';
import { registerModerationModule } from './modules/moderation';
import { disputesPersonalData, registerDisputesModule } from './modules/disputes';
import { registerRetentionModule, type RetentionModule } from './modules/retention';
import { registerGamesModule, type GamesModule, type GameTimers } from './modules/games';
import { registerMatchmakingModule, type MatchmakingService } from './modules/matchmaking';
import {
  challengesWonOf,
  registerChallengesModule,
  type ChallengesService,
} from './modules/challenges';
import { registerStudyGroupsModule } from './modules/study-groups';
import { registerTournamentsModule, type TournamentsService } from './modules/tournaments';
import {
  registerRealtimeModule,
  type RealtimeService,
  type RealtimeSettings,
} from './modules/realtime';
import { registerPrivacyModule, type PersonalDataPart } from './modules/privacy';
import { registerQuestionIoModule } from './modules/question-io';
import { authPersonalData } from './modules/auth';
import { scoringPersonalData } from './modules/scoring';
import { quizPersonalData } from './modules/quiz';
import { achievementsPersonalData } from './modules/achievements';
import { socialPersonalData } from './modules/social';
import { messagesPersonalData } from './modules/messages';
import { notificationsPersonalData } from './modules/notifications';
import { studyGroupsPersonalData } from './modules/study-groups';
import { gamesPersonalData } from './modules/games';
import { challengesPersonalData } from './modules/challenges';
import { tournamentsPersonalData } from './modules/tournaments';
import { assessmentPersonalData } from './modules/assessment';
import { careersPersonalData } from './modules/careers';
import { moderationPersonalData } from './modules/moderation';
import { presencePersonalData } from './modules/presence';
import { leaderboardPersonalData } from './modules/leaderboard';
import { ratingsPersonalData } from './modules/ratings';
import { fairPlayPersonalData } from './modules/fair-play';
import { analyticsPersonalData } from './modules/analytics';
import { questionSetsPersonalData, registerQuestionSetsModule } from './modules/question-sets';
import { defaultWebDistDir } from './paths';

/**
 * Every module's part of a person's data, in the order the export writes them
 * (docs/ARCHITECTURE.md, Privacy: export). A module that adds a table naming a person adds its
 * part here; the coverage test (modules/privacy/coverage.test.ts) fails until it does.
 */
export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [
  authPersonalData,
  uploadsPersonalData,
  scoringPersonalData,
  quizPersonalData,
  reviewPersonalData,
  achievementsPersonalData,
  leaderboardPersonalData,
  ratingsPersonalData,
  presencePersonalData,
  socialPersonalData,
  messagesPersonalData,
  notificationsPersonalData,
  moderationPersonalData,
  disputesPersonalData,
  fairPlayPersonalData,
  gamesPersonalData,
  challengesPersonalData,
  studyGroupsPersonalData,
  tournamentsPersonalData,
  assessmentPersonalData,
  careersPersonalData,
  analyticsPersonalData,
  questionSetsPersonalData,
];

/** Realtime and presence timings; tests shorten them. */
export type RealtimeSetupSettings = Partial<RealtimeSettings> & PresenceSettings;

export type AppDependencies = {
  config: AppConfig;
  database: Database;
  redis?: RedisHandle | undefined;
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
  clock?: Clock;
  /** Outgoing mail; defaults to what the configuration asks for (createConfiguredMailer). */
  mailer?: Mailer;
  /** Namespaces this app's Redis keys (tests give each app its own). */
  redisPrefix?: string;
  /** Where uploads are kept; defaults to files in DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Realtime timings (tests shorten the heartbeat and the session check). */
  realtime?: RealtimeSetupSettings;
  /** Outbox timings (tests shorten or lengthen the poll and the backoff). */
  outbox?: Partial<Pick<OutboxOptions, 'pollMs' | 'leaseMs' | 'maxAttempts' | 'backoffMs'>>;
  /**
   * Scheduler timings; `pollMs: null` never looks for due jobs on its own (tests run
   * `scheduler.runDue()` by hand).
   */
  scheduler?: Partial<Pick<SchedulerOptions, 'leaseMs' | 'maxAttempts' | 'backoffMs'>> & {
    pollMs?: number | null;
  };
  /** How often the notification email digest looks for work; null never (tests run it by hand). */
  digestRoundMs?: number | null;
  /** How caches hear of changes; defaults to Redis when there is one, else this process alone. */
  invalidation?: InvalidationBus;
  /** How often live games' leases are renewed and orphans adopted; null never (tests run rounds). */
  gameLeaseRoundMs?: number | null;
  /** Wakes live games at their deadlines; defaults to the process's timers on `clock`. */
  gameScheduler?: GameTimers;
  /** How often matches are formed from the queue; null never (tests run rounds by hand). */
  matchRoundMs?: number | null;
  /** How often challenges past their time move on; null never (tests run rounds by hand). */
  challengeRoundMs?: number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Committed domain events (achievement.unlocked, ...), for the realtime layer and tests. */
    domainEvents: DomainEvents;
    /** Durable domain events (lib/outbox.ts): register handlers here; tests dispatch by hand. */
    outbox: Outbox;
    /** Work due at a time (lib/scheduler.ts); tests run due jobs by hand. */
    scheduler: Scheduler;
    /** This instance's realtime hub (tests and the bench read its stats). */
    realtime: RealtimeService;
    /** How this instance's caches hear of changes (lib/invalidation-bus.ts). */
    invalidation: InvalidationBus;
    /** Messages in the reader's language (lib/i18n.ts). */
    i18n: ServerI18n;
    /** Live games (tests run the ownership rounds by hand and look at the host). */
    games: GamesModule;
    /** Quick Match (tests run its rounds by hand). */
    matchmaking: MatchmakingService;
    /** Challenges between friends (tests run the expiry round by hand). */
    challenges: ChallengesService;
    /** Tournaments (the seat race and the simulated tournament call the service directly). */
    tournaments: TournamentsService;
    /** Accounts and sessions (the step-up test calls it as another module would). */
    accounts: AuthService;
    /** Notifications (tests run the email digest's rounds by hand). */
    notifications: NotificationsService & { digest: EmailDigest };
    /** Admin analytics (tests run the roll-up by hand). */
    analytics: AnalyticsModule;
    /** The difficulty calibration (tests run the nightly round by hand). */
    calibration: { calibrate: ContentModule['calibrate'] };
    /** Data exports (tests run the build and cleanup rounds by hand). */
    privacy: ReturnType<typeof registerPrivacyModule>;
    /** The retention sweep (tests run it by hand). */
    retention: RetentionModule;
  }
}

/**
 * Builds the whole application around the given database and Redis: the caller owns opening
 * them, and closing the app closes them. Used by server.ts and by buildTestApp().
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, redis, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: withSafeLogging(logger ?? { level: config.logLevel }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Strict schemas refuse unknown keys; this keeps `__proto__` and friends out before that.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const i18n = defaultServerI18n();
  app.decorate('i18n', i18n);
  registerErrorHandling(app, i18n, (request, fields) => {
    writeAudit(database.db, {
      event: 'tampering_refused',
      userId: request.auth?.user.id ?? null,
      ip: request.ip,
      detail: { route: request.routeOptions.url, fields },
    }).catch((error: unknown) => request.log.error({ err: error }, 'audit write failed'));
  });

  registerTextGuard(app);
  refuseUnexpectedBodies(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-hot-toast injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    // Outside production the app is served over plain http on localhost.
    strictTransportSecurity: config.env === 'production',
  });

  const metrics = registerMetrics(app, { token: config.metricsToken });
  await registerApiDocs(app);

  // The shared pieces every module may use; each module builds its own services from them.
  const domainEvents = createDomainEvents((error) =>
    app.log.error({ err: error }, 'a domain event listener failed'),
  );
  app.decorate('domainEvents', domainEvents);
  const outbox = createOutbox({
    db: database.db,
    clock,
    ...deps.outbox,
    onHandlerError: ({ error, ...delivery }) =>
      app.log.warn({ err: error, ...delivery }, 'an outbox handler failed; it will be retried'),
    onDead: ({ error, ...delivery }) =>
      app.log.error(
        { err: error, ...delivery },
        'an outbox delivery is dead after its last attempt',
      ),
    onDispatchError: (error) => app.log.warn({ err: error }, 'an outbox round failed'),
  });
  app.decorate('outbox', outbox);
  const { pollMs: schedulerPollMs = 1_000, ...schedulerTimings } = deps.scheduler ?? {};
  const scheduler = createScheduler({
    db: database.db,
    clock,
    ...(schedulerPollMs === null ? {} : { pollMs: schedulerPollMs }),
    ...schedulerTimings,
    onJobError: ({ error, ...job }) =>
      app.log.warn({ err: error, ...job }, 'a scheduled job failed; it will be retried'),
    onPollError: (error) => app.log.warn({ err: error }, 'a scheduler round failed'),
  });
  app.decorate('scheduler', scheduler);
  const invalidation =
    deps.invalidation ??
    (redis
      ? createRedisInvalidationBus({
          client: redis.client,
          prefix: deps.redisPrefix ?? 'qa:',
          onError: (message, error) => app.log.warn({ err: error }, message),
        })
      : // The embedded database allows one process, so this one hears every change.
        createLocalInvalidationBus({ alone: database.kind === 'pglite' }));
  app.decorate('invalidation', invalidation);
  // Stops polling before the database closes (onClose hooks run in the order they were added).
  app.addHook('onClose', () => outbox.stop());
  app.addHook('onClose', () => scheduler.stop());
  const api = createApiRoutes();
  // One secret signs tokens and links; loaded (or made, for the embedded default) once.
  const signingSecret = await loadSigningSecret(config.jwtSecret, config.dataDir, {
    production: config.env === 'production',
    warn: (message) => app.log.warn(message),
  });
  const ctx: ModuleContext = {
    app,
    api,
    config,
    database,
    clock,
    redis,
    redisPrefix: deps.redisPrefix ?? 'qa:',
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    mailer:
      deps.mailer ??
      createConfiguredMailer(config, {
        info: (line) => app.log.info(line),
        warn: (line) => app.log.warn(line),
      }),
    events: domainEvents,
    outbox,
    scheduler,
    invalidation,
    i18n,
    signingSecret,
    links: createLinkSigner(signingSecret),
  };

  // The modules, in dependency order: each builds its services, adds its routes, and registers
  // its realtime channel owners and event handlers itself (see docs/ARCHITECTURE.md).
  await registerHealthModule(ctx);
  // Calibration reads the quiz module's answers; content is built first, so they are handed over.
  const { content, calibrate } = registerContentModule(ctx, { calibrationAnswers });
  const { ledger, stats } = registerScoringModule(ctx);
  // Signing in cancels an erasure in its grace period; the privacy module is built last.
  let cancelErasureOnSignIn: (userId: string) => Promise<unknown> = async () => false;
  const auth = await registerAuthModule(ctx, {
    pointsOf: ledger.balanceOf,
    // Built long after this one: handed over, so auth never imports it.
    challengesWonOf: async (userId) =>
      (await challengesWonOf(database.db, [userId])).get(userId) ?? 0,
    signedIn: (userId) => cancelErasureOnSignIn(userId),
  });
  const presence = registerPresenceModule(ctx, deps.realtime);
  const realtime = await registerRealtimeModule(ctx, {
    auth,
    presence,
    settings: deps.realtime,
  });
  const notifications = registerNotificationsModule(ctx, {
    realtime,
    ...(deps.digestRoundMs !== undefined ? { digestRoundMs: deps.digestRoundMs } : {}),
  });
  const leaderboard = registerLeaderboardModule(ctx, { realtime });
  registerRatingsModule(ctx, { content });
  const achievements = await registerAchievementsModule(ctx, {
    leaderboard,
    realtime,
    notifications,
  });
  const quiz = registerQuizModule(ctx, {
    content,
    stats,
    leaderboard,
    achievements,
    notifications,
  });
  // One storage for uploads and for the data exports built from them.
  const storage = deps.storage ?? createLocalFileStorage(path.join(config.dataDir, 'uploads'));
  const uploads = await registerUploadsModule(ctx, { auth, storage });
  const questionSets = registerQuestionSetsModule(ctx, { content, notifications, uploads });
  const social = registerSocialModule(ctx, {
    auth,
    presence,
    notifications,
    achievements,
    leaderboard,
    // Built later (it asks social who may challenge whom), so its count is read through here.
    challengesWonOf: (userIds) => challengesWonOf(database.db, userIds),
  });
  const messages = await registerMessagesModule(ctx, {
    realtime,
    policy: social.policy,
    notifications,
    presence,
    uploads,
    achievements,
    leaderboard,
  });
  const disputes = registerDisputesModule(ctx, { notifications, leaderboard });
  registerModerationModule(ctx, {
    messages,
    playReviews: createPlayReviews({ db: database.db, clock: ctx.clock, leaderboard }),
    notifications,
    disputes,
    setPublication: questionSets.publication,
  });
  const games = registerGamesModule(ctx, {
    realtime,
    content,
    presence,
    quiz,
    leaderboard,
    rate: rateGame,
    ...(deps.gameLeaseRoundMs !== undefined ? { leaseRoundMs: deps.gameLeaseRoundMs } : {}),
    ...(deps.gameScheduler ? { schedule: deps.gameScheduler } : {}),
  });

  // After games: a live game's answers reach the players' memories through its end hook.
  const review = registerReviewModule(ctx, { content, games, leaderboard });

  const matchmaking = registerMatchmakingModule(ctx, {
    content,
    games,
    realtime,
    ratings: (userIds, categoryId) => ratingsOf(database.db, userIds, categoryId),
    ...(deps.matchRoundMs !== undefined ? { roundMs: deps.matchRoundMs } : {}),
  });
  const challenges = registerChallengesModule(ctx, {
    content,
    games,
    policy: social.policy,
    presence,
    messages,
    notifications,
    achievements,
    rate: rateGame,
    ...(deps.challengeRoundMs !== undefined ? { roundMs: deps.challengeRoundMs } : {}),
  });

  registerStudyGroupsModule(ctx, {
    realtime,
    messages,
    notifications,
    presence,
    content,
    games,
    achievements,
  });
  const tournaments = registerTournamentsModule(ctx, {
    realtime,
    notifications,
    games,
    ratings: ratingsOf,
    ranks: (userIds) => allTimeRanksOf(database.db, userIds),
  });
  const { assessment, careers } = registerAssessmentModule(ctx, { memory: review.topicMemory });
  const analytics = registerAnalyticsModule(ctx);
  // Last but admin: it reads every module's tables through the parts they hand over.
  const privacy = registerPrivacyModule(ctx, {
    parts: PERSONAL_DATA_PARTS,
    storage,
    notifications,
    auth,
    publishAfter: (work) => leaderboard.publishAfter(work),
  });
  cancelErasureOnSignIn = (userId) => privacy.erasures.cancelBySignIn(userId);
  registerAdminModule(ctx, {
    auth,
    assessment,
    careers,
    notifications,
    erase: (userId) => privacy.erasures.eraseNow(userId),
  });
  registerQuestionIoModule(ctx, { content });
  // Last: it calls the deletions of the modules that own the rows.
  const retention = registerRetentionModule(ctx);

  app.decorate('accounts', auth);
  app.decorate('realtime', realtime);
  app.decorate('matchmaking', matchmaking);
  app.decorate('challenges', challenges);
  app.decorate('tournaments', tournaments);
  app.decorate('notifications', notifications);
  app.decorate('games', games);
  app.decorate('analytics', analytics);
  app.decorate('calibration', { calibrate });
  app.decorate('privacy', privacy);
  app.decorate('retention', retention);
  registerRealtimeMetrics(metrics, realtime.stats);

  // Everything under /api sits behind the guard: signed-in unless a route says public.
  await app.register(
    async (scope) => {
      registerAuthGuard(scope, auth);
      await api.mountOn(scope);
    },
    { prefix: '/api' },
  );

  await registerWebClient(app, config.webDistDir ?? defaultWebDistDir);

  // Handlers are all registered by now; deliver what a previous run left, then keep polling.
  outbox.start();
  outbox.poke();
  // Jobs left due while no instance ran (a restart) run on the first poll.
  if (schedulerPollMs !== null) scheduler.start();
  app.addHook('onClose', async () => {
    await invalidation.close();
    await redis?.close();
    await database.close();
  });
  return app;
}

import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
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
import { createConfiguredMailer, type Mailer } from './lib/mailer';
import { loadSigningSecret } from './lib/secrets';
import { createMemoryThrottleStore, createRedisThrottleStore } from './lib/throttle-store';
import { writeAudit } from './modules/audit';
import {
  authRoutes,
  createAccessTokenSigner,
  createAuthService,
  createAuthThrottle,
  createOAuthProviders,
} from './modules/auth';
import {
  contentAdminRoutes,
  contentRoutes,
  createContentAdminService,
  createContentService,
} from './modules/content';
import { achievementRoutes, createAchievementsService } from './modules/achievements';
import { createLeaderboardService, leaderboardRoutes } from './modules/leaderboard';
import { createQuizService, quizRoutes } from './modules/quiz';
import { createLedger, createStatsService, scoringRoutes } from './modules/scoring';
import {
  createLocalFileStorage,
  createUploadsService,
  uploadFileRoutes,
  uploadRoutes,
  type FileStorage,
} from './modules/uploads';
import { registerAuthGuard } from './plugins/auth-guard';
import { healthRoutes } from './modules/health';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandling } from './plugins/errors';
import { registerMetrics, registerRealtimeMetrics } from './plugins/metrics';
import { refuseUnexpectedBodies } from './plugins/no-body';
import { withSafeLogging } from './plugins/safe-logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { frameworkErrors, registerTextGuard } from './plugins/text-guard';
import type { RedisHandle } from './lib/redis';
import { registerWebClient } from './plugins/web-client';
import { presenceRoutes } from './modules/presence';
import { realtimeRoutes, socketOrigins, type RealtimeService } from './modules/realtime';
import { setUpRealtime, type RealtimeSetupSettings } from './realtime-setup';
import { defaultWebDistDir } from './paths';

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
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Committed domain events (achievement.unlocked, ...), for the realtime layer and tests. */
    domainEvents: DomainEvents;
    /** Durable domain events (lib/outbox.ts): register handlers here; tests dispatch by hand. */
    outbox: Outbox;
    /** This instance's realtime hub (tests and the bench read its stats). */
    realtime: RealtimeService;
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
  registerErrorHandling(app, (request, fields) => {
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

  await app.register(healthRoutes, {
    probe: async () => {
      const databaseStatus = await database.ping().then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      return {
        database: databaseStatus,
        redis: redis ? await redis.status() : ('disabled' as const),
      };
    },
  });

  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const mailer =
    deps.mailer ??
    createConfiguredMailer(config, {
      info: (line) => app.log.info(line),
      warn: (line) => app.log.warn(line),
    });
  const throttleStore = redis
    ? createRedisThrottleStore(redis.client, deps.redisPrefix ?? 'qa:')
    : createMemoryThrottleStore();
  const ledger = createLedger(database.db);
  const auth = createAuthService({
    db: database.db,
    signer: createAccessTokenSigner(
      await loadSigningSecret(config.jwtSecret, config.dataDir, {
        production: config.env === 'production',
        warn: (message) => app.log.warn(message),
      }),
      clock,
    ),
    throttle: createAuthThrottle(throttleStore, clock),
    mailer,
    clock,
    oauth: createOAuthProviders(
      config.oauth,
      (provider) => `${publicUrl}/auth/callback/${provider}`,
    ),
    publicUrl,
    adminEmails: config.adminEmails,
    pointsOf: ledger.balanceOf,
    onMailError: (error) => app.log.error({ err: error }, 'a mail could not be sent'),
  });
  const content = createContentService(database.db);
  const stats = createStatsService(database.db, clock);
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
  // Stops polling before the database closes (onClose hooks run in the order they were added).
  app.addHook('onClose', () => outbox.stop());
  const leaderboard = createLeaderboardService({
    db: database.db,
    clock,
    redis,
    redisPrefix: deps.redisPrefix ?? 'qa:',
    onError: (message, error) => app.log.warn({ err: error }, message),
  });
  const quiz = createQuizService({
    db: database.db,
    clock,
    content,
    stats,
    events: domainEvents,
    outbox,
    leaderboard,
  });
  const achievements = createAchievementsService(database.db, clock, outbox, leaderboard);
  // The catalogue is code; every start brings the table in step (an upsert, safe to repeat).
  await achievements.syncCatalogue();
  const uploads = createUploadsService({
    storage: deps.storage ?? createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    setAvatarUrl: auth.setAvatarUrl,
    onOrphan: (key, error) => app.log.warn({ err: error, key }, 'could not delete an old upload'),
  });

  const { realtime, presence } = await setUpRealtime(app, {
    db: database.db,
    clock,
    redis,
    redisPrefix: deps.redisPrefix ?? 'qa:',
    events: domainEvents,
    outbox,
    auth,
    achievements,
    leaderboard,
    quiz,
    allowedOrigins: socketOrigins(publicUrl, config.allowedOrigins, config.env === 'production'),
    settings: deps.realtime,
  });
  app.decorate('realtime', realtime);
  registerRealtimeMetrics(metrics, realtime.stats);

  // Everything under /api sits behind the guard: signed-in unless a route says public.
  await app.register(
    async (api) => {
      registerAuthGuard(api, auth);
      await api.register(contentRoutes, { content });
      await api.register(contentAdminRoutes, {
        contentAdmin: createContentAdminService(database.db, content),
      });
      await api.register(authRoutes, { auth });
      await api.register(quizRoutes, { quiz });
      await api.register(scoringRoutes, { stats });
      await api.register(achievementRoutes, { achievements });
      await api.register(leaderboardRoutes, { leaderboard });
      await api.register(uploadRoutes, { uploads });
      await api.register(realtimeRoutes, { realtime });
      await api.register(presenceRoutes, { presence });
    },
    { prefix: '/api' },
  );
  await app.register(uploadFileRoutes, { uploads });

  await registerWebClient(app, config.webDistDir ?? defaultWebDistDir);

  // Handlers are all registered by now; deliver what a previous run left, then keep polling.
  outbox.start();
  outbox.poke();
  app.addHook('onClose', async () => {
    await redis?.close();
    await database.close();
  });
  return app;
}

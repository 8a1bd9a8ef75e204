import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { contentRoutes, createContentService } from './modules/content';
import { healthRoutes } from './modules/health';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandling } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import type { RedisHandle } from './plugins/redis';
import { registerWebClient } from './plugins/web-client';
import { defaultWebDistDir } from './paths';

export type AppDependencies = {
  config: AppConfig;
  database: Database;
  redis?: RedisHandle | undefined;
  /** Pino options or false; tests pass false. */
  logger?: boolean | object;
};

/**
 * Builds the whole application around the given database and Redis: the caller owns opening
 * them, and closing the app closes them. Used by server.ts and by buildTestApp().
 */
export async function buildApp({
  config,
  database,
  redis,
  logger,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Strict schemas refuse unknown keys; this keeps `__proto__` and friends out before that.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
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

  registerMetrics(app);
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

  const content = createContentService(database.db);
  await app.register(contentRoutes, { prefix: '/api', content });

  await registerWebClient(app, config.webDistDir ?? defaultWebDistDir);

  app.addHook('onClose', async () => {
    await redis?.close();
    await database.close();
  });
  return app;
}

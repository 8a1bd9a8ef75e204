import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { DomainEvents } from './domain-events';
import type { ServerI18n } from './i18n';
import type { InvalidationBus } from './invalidation-bus';
import type { LinkSigner } from './link-signer';
import type { Mailer } from './mailer';
import type { Outbox } from './outbox';
import type { RedisHandle } from './redis';
import type { Scheduler } from './scheduler';

type RoutePlugin<Options extends FastifyPluginOptions> =
  FastifyPluginAsyncZod<Options> | FastifyPluginAsync<Options>;

/**
 * Route plugins a module hands over for the `/api` scope. They are mounted later, all in one
 * scope behind the auth guard, because the guard needs the auth module's service first.
 */
export type ApiRoutes = {
  register<Options extends FastifyPluginOptions>(
    plugin: RoutePlugin<Options>,
    options: Options,
  ): void;
};

/** What every module's register function receives: the shared pieces app.ts builds once. */
export type ModuleContext = {
  /** The root instance: decorators, hooks and endpoints outside `/api` go here, at once. */
  app: FastifyInstance;
  /** Routes under `/api`, behind the auth guard (mounted in the order modules add them). */
  api: ApiRoutes;
  config: AppConfig;
  database: Database;
  clock: Clock;
  redis: RedisHandle | undefined;
  /** Namespaces this app's Redis keys. */
  redisPrefix: string;
  /** PUBLIC_URL, or http://localhost:PORT when unset. */
  publicUrl: string;
  mailer: Mailer;
  events: DomainEvents;
  outbox: Outbox;
  /** Work due at a time, run once across instances (lib/scheduler.ts). */
  scheduler: Scheduler;
  /** How per-instance caches hear of changes made here or on other instances. */
  invalidation: InvalidationBus;
  /** Messages in the reader's language (lib/i18n.ts). */
  i18n: ServerI18n;
  /** The token signing secret (JWT_SECRET or the generated one, lib/secrets.ts). */
  signingSecret: Uint8Array;
  /** Signs values carried in links (unsubscribe, file addresses), under the signing secret. */
  links: LinkSigner;
};

/** A route list for ApiRoutes; `mountOn` registers what was added, in order, on one scope. */
export function createApiRoutes(): ApiRoutes & {
  mountOn(scope: FastifyInstance): Promise<void>;
} {
  const mounts: ((scope: FastifyInstance) => PromiseLike<unknown>)[] = [];
  return {
    register(plugin, options) {
      mounts.push((scope) => scope.register(plugin as FastifyPluginAsync<typeof options>, options));
    },
    async mountOn(scope) {
      for (const mount of mounts) await mount(scope);
    },
  };
}

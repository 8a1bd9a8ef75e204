import type { ModuleContext } from '../../lib/module-context';
import { createSecretBox } from '../../lib/secret-box';
import { loadTotpEncryptionKey } from '../../lib/secrets';
import { createMemoryThrottleStore, createRedisThrottleStore } from '../../lib/throttle-store';
import { createAccountStanding, LIFT_SUSPENSION_JOB } from './account-standing';
import { createAuthThrottle } from './auth-throttle';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { createOAuthProviders } from './oauth-providers';
import { createAuthAnnouncer, createSessionCache } from './session-cache';
import { createAccessTokenSigner } from './tokens';

/**
 * Builds accounts and sessions (signing secret, second-factor key, throttle in Redis when there
 * is one, OAuth providers) and adds the auth `/api` routes. The caller puts the returned service in the guard.
 */
export async function registerAuthModule(
  ctx: ModuleContext,
  deps: {
    pointsOf: (userId: string) => Promise<number>;
    challengesWonOf?: (userId: string) => Promise<number>;
    signedIn?: (userId: string) => Promise<unknown>;
  },
): Promise<AuthService> {
  const { app, config, clock, redis, publicUrl } = ctx;
  const throttleStore = redis
    ? createRedisThrottleStore(redis.client, ctx.redisPrefix)
    : createMemoryThrottleStore();
  // Second-factor secrets are sealed under a key of their own, loaded (or made) like the
  // signing secret.
  const totpKey = await loadTotpEncryptionKey(config.totpEncryptionKey, config.dataDir, {
    production: config.env === 'production',
    warn: (message) => app.log.warn(message),
  });
  const auth = createAuthService({
    db: ctx.database.db,
    sessions: createSessionCache({ db: ctx.database.db, clock, bus: ctx.invalidation }),
    announce: createAuthAnnouncer(ctx.invalidation),
    signer: createAccessTokenSigner(ctx.signingSecret, clock),
    throttle: createAuthThrottle(throttleStore, clock),
    totpSecrets: createSecretBox(totpKey, 'totp secrets v1'),
    mailer: ctx.mailer,
    clock,
    oauth: createOAuthProviders(
      config.oauth,
      (provider) => `${publicUrl}/auth/callback/${provider}`,
    ),
    publicUrl,
    adminEmails: config.adminEmails,
    pointsOf: deps.pointsOf,
    ...(deps.challengesWonOf ? { challengesWonOf: deps.challengesWonOf } : {}),
    ...(deps.signedIn ? { signedIn: deps.signedIn } : {}),
    i18n: ctx.i18n,
    onMailError: (error) => app.log.error({ err: error }, 'a mail could not be sent'),
  });
  ctx.api.register(authRoutes, { auth });
  const announce = createAuthAnnouncer(ctx.invalidation);
  const standing = createAccountStanding({ db: ctx.database.db, clock, announce });
  ctx.scheduler.define<{ userId: string }>(
    LIFT_SUSPENSION_JOB,
    async ({ userId }, { tx, runAt }) =>
      (await standing.liftSuspension(tx, userId, runAt))
        ? () => announce.userChanged(userId)
        : undefined,
  );
  return auth;
}

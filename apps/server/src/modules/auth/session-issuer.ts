import type { Db } from '../../db/client';
import * as repo from './auth.repo';
import type { AuthServiceDeps, AuthShared, RequestContext, SignIn } from './auth-shared';
import { hashToken, newOpaqueToken } from './tokens';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = { persistent: 30 * DAY, browser: 7 * DAY } as const;

/** Starting sessions and issuing their tokens, for password and OAuth sign-ins alike. */
export function createSessionIssuer(deps: AuthServiceDeps, shared: AuthShared) {
  const { db, signer, clock } = deps;

  /** Signs an access token for the session and answers it with the refresh token. */
  async function issue(
    user: repo.UserRow,
    session: repo.AuthSessionRow,
    refreshToken: string,
  ): Promise<SignIn> {
    const access = await signer.issue({
      userId: user.id,
      sessionId: session.id,
      sessionVersion: user.sessionVersion,
    });
    const dto = await shared.userDto(user);
    return {
      accessToken: access.token,
      refreshToken,
      user: dto,
      session: shared.sessionDto(dto, access.token, access.expiresAt, refreshToken),
      persistent: session.persistent,
      refreshExpiresAt: session.expiresAt,
    };
  }

  return {
    issue,

    /**
     * Starts a new session (refresh token family) for the user and signs them in; `secondFactor`
     * records that the sign-in showed the second factor too.
     */
    async startSession(
      user: repo.UserRow,
      persistent: boolean,
      context: RequestContext,
      options: { secondFactor?: boolean } = {},
    ): Promise<SignIn> {
      const now = clock.now();
      const refreshToken = newOpaqueToken();
      const expiresAt = new Date(
        now.getTime() + (persistent ? SESSION_LIFETIME_MS.persistent : SESSION_LIFETIME_MS.browser),
      );
      const session = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const created = await repo.insertSession(t, {
          userId: user.id,
          persistent,
          userAgent: context.userAgent?.slice(0, 300) ?? null,
          ip: context.ip,
          createdAt: now,
          lastUsedAt: now,
          expiresAt,
          secondFactor: options.secondFactor ?? false,
        });
        await repo.insertRefreshToken(t, {
          sessionId: created.id,
          tokenHash: hashToken(refreshToken),
          createdAt: now,
        });
        return created;
      });
      await deps.signedIn?.(user.id);
      return issue(user, session, refreshToken);
    },

    /** Grants the admin role on sign-in to an address listed in ADMIN_EMAILS. */
    async promoteIfAdmin(user: repo.UserRow): Promise<repo.UserRow> {
      if (user.role === 'admin' || !shared.isAdminEmail(user.email)) return user;
      const promoted = await repo.updateUser(db, user.id, { role: 'admin' });
      await deps.announce.userChanged(user.id);
      await shared.audit({
        event: 'role_granted',
        userId: user.id,
        detail: { role: 'admin', source: 'ADMIN_EMAILS' },
      });
      return promoted;
    },
  };
}
export type SessionIssuer = ReturnType<typeof createSessionIssuer>;

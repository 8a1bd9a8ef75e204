import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  authSessions,
  emailTokens,
  oauthIdentities,
  recoveryCodes,
  users,
  userTotp,
} from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/**
 * The account: profile, devices signed in, linked providers and whether a second factor is on.
 * Hashes, the sealed TOTP secret and tokens stay out: they are the service's keys, not data.
 */
export const authPersonalData: PersonalDataPart = {
  module: 'auth',
  describes: 'Your profile, the devices you signed in on, linked sign-in providers, second factor',
  tables: [
    'users',
    'auth_sessions',
    'oauth_identities',
    'user_totp',
    'recovery_codes',
    'second_factor_tickets',
    'email_tokens',
  ],
  async export(db, userId) {
    const [profile] = await rowsOfPerson(db, users, users.id, userId, [
      'passwordHash',
      'emailNormalized',
      'sessionVersion',
    ]);
    const [totp] = await db
      .select({ enabledAt: userTotp.enabledAt, createdAt: userTotp.createdAt })
      .from(userTotp)
      .where(eq(userTotp.userId, userId));
    const [codes] = await db
      .select({ left: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return {
      profile: profile ?? null,
      sessions: await rowsOfPerson(db, authSessions, authSessions.userId, userId),
      oauth_identities: await rowsOfPerson(db, oauthIdentities, oauthIdentities.userId, userId),
      second_factor: {
        enabled: Boolean(totp?.enabledAt),
        enabled_at: totp?.enabledAt ?? null,
        recovery_codes_left: codes?.left ?? 0,
      },
      email_links: await rowsOfPerson(db, emailTokens, emailTokens.userId, userId, ['tokenHash']),
    };
  },
  erasesLast: true,
  /**
   * The user row itself, last of all: sessions, tokens, identities and the second factor
   * cascade, every other key to it cascades or is `set null` (the catalogue test holds them).
   * The audit log keeps the id, unkeyed (docs/PRIVACY.md).
   */
  async erase(tx, userId) {
    await tx.delete(users).where(eq(users.id, userId));
  },
};

import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteBatch } from '../../lib/delete-batch';
import { authSessions, emailTokens, oauthStates, secondFactorTickets } from '../../db/schema';

/** Sign-ins that ended (expired or revoked) before `cutoff`; their refresh tokens go with them. */
export const deleteEndedSessions = (db: Db, cutoff: Date, limit: number) =>
  deleteBatch(
    db,
    authSessions,
    authSessions.id,
    or(lt(authSessions.expiresAt, cutoff), lt(authSessions.revokedAt, cutoff)),
    limit,
  );

/** Verification and reset links used, or run out, before `cutoff`. */
export const deleteSpentEmailTokens = (db: Db, cutoff: Date, limit: number) =>
  deleteBatch(
    db,
    emailTokens,
    emailTokens.id,
    or(
      lt(emailTokens.expiresAt, cutoff),
      and(isNotNull(emailTokens.usedAt), lt(emailTokens.usedAt, cutoff)),
    ),
    limit,
  );

/** Second-factor sign-in tickets that ran out before `cutoff` (spent ones are deleted as spent). */
export const deleteExpiredSignInTickets = (db: Db, cutoff: Date, limit: number) =>
  deleteBatch(
    db,
    secondFactorTickets,
    secondFactorTickets.ticketHash,
    lt(secondFactorTickets.expiresAt, cutoff),
    limit,
  );

/** Provider sign-ins abandoned before `cutoff` (taken ones are deleted as taken). */
export const deleteExpiredOAuthStates = (db: Db, cutoff: Date, limit: number) =>
  deleteBatch(db, oauthStates, oauthStates.stateHash, lt(oauthStates.expiresAt, cutoff), limit);

import { ROLES, type Role } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit';
import * as repo from './auth.repo';
import { normalizeEmail } from './auth-shared';
import type { AuthAnnouncer } from './session-cache';

export type RoleChange = { userId: string; email: string; previous: Role; role: Role };

export type SetRoleOptions = {
  /** Recorded in the audit row: who or what made the change. */
  source?: string;
  /** Change the role only when it is this one now (revoking admin leaves a moderator be). */
  onlyFrom?: Role;
  /** Tells the servers' session caches (an operator command passes the bus it opened). */
  announce?: Pick<AuthAnnouncer, 'userChanged'>;
};

/**
 * Sets the role of the account with this email, with its audit row in the same transaction;
 * NOT_FOUND for an unknown email. A change that changes nothing writes nothing. The change
 * is announced to the session caches, so it applies to live sessions at once.
 */
export async function setUserRole(
  db: Db,
  email: string,
  role: Role,
  options: SetRoleOptions = {},
): Promise<RoleChange & { changed: boolean }> {
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const user = await repo.findUserByEmail(tx, normalizeEmail(email));
    if (!user) throw AppError.notFound(`No account with the email ${email.trim()}`);
    const change = { userId: user.id, email: user.email, previous: user.role as Role, role };
    if (user.role === role || (options.onlyFrom && user.role !== options.onlyFrom)) {
      return { ...change, role: change.previous, changed: false };
    }
    await repo.updateUser(tx, user.id, { role });
    await writeAudit(tx, {
      // ROLES runs from least to most powerful.
      event: ROLES.indexOf(role) > ROLES.indexOf(change.previous) ? 'role_granted' : 'role_revoked',
      userId: user.id,
      detail: { role, previous: user.role, source: options.source ?? 'cli' },
    });
    return { ...change, changed: true };
  });
  if (result.changed) await options.announce?.userChanged(result.userId);
  return result;
}

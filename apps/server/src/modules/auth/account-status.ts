import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit';
import * as repo from './auth.repo';
import { normalizeEmail } from './auth-shared';
import type { AuthAnnouncer } from './session-cache';

export type AccountStatus = 'active' | 'disabled';

/**
 * Disables (bans) or re-enables the account with this email, audited in the same transaction.
 * Disabling ends every session: refresh fails, access tokens stop at the next request, and the
 * realtime layer closes the user's sockets at its next session check (within seconds, on every
 * instance, even though the change comes from another process).
 */
export async function setAccountStatus(
  db: Db,
  email: string,
  status: AccountStatus,
  options: {
    clock: Clock;
    source?: string;
    /** Tells the servers' session caches (an operator command passes the bus it opened). */
    announce?: Pick<AuthAnnouncer, 'userChanged'>;
  },
): Promise<{ email: string; changed: boolean }> {
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const user = await repo.findUserByEmail(tx, normalizeEmail(email));
    if (!user) throw AppError.notFound(`No account with the email ${email.trim()}`);
    if (user.status === status) return { email: user.email, changed: false, userId: null };
    await repo.updateUser(tx, user.id, { status });
    if (status === 'disabled')
      await repo.endAllSessions(tx, user.id, 'account_disabled', options.clock.now());
    await writeAudit(tx, {
      event: status === 'disabled' ? 'account_disabled' : 'account_enabled',
      userId: user.id,
      detail: { source: options.source ?? 'cli' },
    });
    return { email: user.email, changed: true, userId: user.id };
  });
  if (outcome.userId) await options.announce?.userChanged(outcome.userId);
  return { email: outcome.email, changed: outcome.changed };
}

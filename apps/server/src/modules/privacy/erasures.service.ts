import { ACCOUNT_DELETION_GRACE_DAYS, type AccountErasure } from '@quizarena/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ServerI18n } from '../../lib/i18n';
import type { Mailer } from '../../lib/mailer';
import type { Outbox } from '../../lib/outbox';
import { writeAudit } from '../audit';
import type { NotificationsService } from '../notifications';
import type { FileStorage } from '../uploads';
import * as repo from './erasures.repo';
import type { PersonalDataPart } from '../../lib/personal-data';

const DAY_MS = 86_400_000;
/** A run that has not moved for this long is taken as dead (its instance crashed). */
export const STALE_ERASURE_MS = 10 * 60_000;

export type ErasuresServiceDeps = {
  db: Db;
  clock: Clock;
  parts: readonly PersonalDataPart[];
  storage: FileStorage;
  mailer: Mailer;
  i18n: ServerI18n;
  publicUrl: string;
  /** Tells the person in the app that signing in cancelled their erasure. */
  notifications: Pick<NotificationsService, 'notify'>;
  outbox: Pick<Outbox, 'poke'>;
  /** Ends every session and socket of the person (auth's, handed over by app.ts). */
  endSessions: (userId: string) => Promise<void>;
  /**
   * Runs one unit of work, bringing caches up to it once it has committed (the leaderboard's
   * `publishAfter`: an erased player leaves the cached rankings).
   */
  publishAfter: <T>(work: () => Promise<T>) => Promise<T>;
  onError: (message: string, error: unknown) => void;
};

/**
 * The parts in the order an erasure runs them: every ordinary part, each in its own
 * transaction, then those that erase last, together with the deletion of the user row (the
 * part holding `users`, which deletes it, at the very end).
 */
export function erasureOrder(parts: readonly PersonalDataPart[]) {
  const holdsUsers = (part: PersonalDataPart) => part.tables.includes('users');
  return {
    ordinary: parts.filter((part) => !part.erasesLast),
    last: [
      ...parts.filter((part) => part.erasesLast && !holdsUsers(part)),
      ...parts.filter((part) => part.erasesLast && holdsUsers(part)),
    ],
  };
}

const toDto = (row: repo.ErasureRow): AccountErasure => ({
  status: row.status as AccountErasure['status'],
  requested_at: row.requestedAt.toISOString(),
  erase_after: row.eraseAfter.toISOString(),
});

/**
 * Account erasure (docs/ARCHITECTURE.md, Privacy: erasure): asked for by the person with a grace
 * period that signing in cancels, or by an admin at once; run by the scheduler part by part,
 * each part's erase and the record of it in one transaction, so a run that stopped resumes after
 * its last finished part; the last parts, the user row's deletion and the erasure's own row
 * share the final transaction.
 */
export function createErasuresService(deps: ErasuresServiceDeps) {
  const { db, clock, parts } = deps;
  const order = erasureOrder(parts);

  async function mail(userId: string, kind: 'scheduled' | 'cancelled', eraseAfter?: Date) {
    const [user] = await db
      .select({ email: users.email, name: users.fullName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const t = deps.i18n.t(
      user.locale && deps.i18n.supported.includes(user.locale) ? user.locale : 'en',
    );
    const link = `${deps.publicUrl}/profile#delete-account`;
    await deps.mailer
      .send({
        kind: `account-erasure-${kind}`,
        to: user.email,
        subject: t(`mail:accountErasure.${kind}.subject`),
        text: t(`mail:accountErasure.${kind}.text`, {
          name: user.name,
          date: eraseAfter?.toISOString().slice(0, 10),
          link,
        }),
        link,
      })
      .catch((error: unknown) => deps.onError('an erasure mail could not be sent', error));
  }

  /** Runs a claimed erasure from after its last finished part to the end. */
  async function run(row: repo.ErasureRow): Promise<void> {
    const ctx = { storage: deps.storage, now: clock.now() };
    await deps.endSessions(row.userId);
    const done = row.lastPart ? order.ordinary.findIndex((p) => p.module === row.lastPart) : -1;
    for (const part of order.ordinary.slice(done + 1)) {
      const held = await deps.publishAfter(() =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await part.erase(tx, row.userId, ctx);
          return repo.recordPart(tx, row, part.module, clock.now());
        }),
      );
      if (!held) throw new Error('the erasure was taken over by another run');
    }
    const finished = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      for (const part of order.last) await part.erase(tx, row.userId, ctx);
      if (!(await repo.deleteFinished(tx, row))) return false;
      await writeAudit(tx, {
        event: 'account_erased',
        userId: row.userId,
        detail: { requested_by: row.requestedBy, attempts: row.attempts },
      });
      return true;
    });
    if (!finished) throw new Error('the erasure was taken over by another run');
  }

  async function claimAndRun(id?: string): Promise<boolean> {
    const now = clock.now();
    const row = await repo.claimDue(db, {
      now,
      staleBefore: new Date(now.getTime() - STALE_ERASURE_MS),
      ...(id ? { id } : {}),
    });
    if (!row) return false;
    try {
      await run(row);
      return true;
    } catch (error) {
      deps.onError('an account erasure stopped; a later round resumes it', error);
      await repo.markRunFailed(db, row, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  return {
    /**
     * The person asks for their account to be erased (identity confirmed, other sessions
     * ended by the route): due in `ACCOUNT_DELETION_GRACE_DAYS`, told by mail.
     */
    async request(userId: string, ip: string | null): Promise<AccountErasure> {
      const now = clock.now();
      const { row, created } = await repo.scheduleErasure(db, {
        userId,
        requestedBy: 'self',
        requestedAt: now,
        eraseAfter: new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS),
      });
      if (!created)
        throw AppError.conflict('CONFLICT', 'Your account is already due to be deleted');
      await writeAudit(db, {
        event: 'account_erasure_requested',
        userId,
        ip,
        detail: { erase_after: row.eraseAfter.toISOString() },
      });
      await mail(userId, 'scheduled', row.eraseAfter);
      return toDto(row);
    },

    async status(userId: string): Promise<AccountErasure | null> {
      const row = await repo.openErasureOf(db, userId);
      return row ? toDto(row) : null;
    },

    /** The person changes their mind: a pending erasure of theirs is cancelled. */
    async cancel(userId: string, ip: string | null): Promise<void> {
      const row = await repo.cancelPending(db, userId, clock.now());
      if (!row) throw AppError.notFound('Your account is not due to be deleted');
      await writeAudit(db, {
        event: 'account_erasure_cancelled',
        userId,
        ip,
        detail: { by: 'request' },
      });
    },

    /**
     * Signing in during the grace period cancels the erasure (auth calls this on every new
     * session); answers whether it did, and tells the person so in the app and by mail.
     */
    async cancelBySignIn(userId: string): Promise<boolean> {
      const { row, poke } = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const row = await repo.cancelPending(tx, userId, clock.now());
        if (!row) return { row, poke: false };
        await writeAudit(tx, {
          event: 'account_erasure_cancelled',
          userId,
          detail: { by: 'sign_in' },
        });
        const poke = await deps.notifications.notify(tx, {
          userId,
          kind: 'account_erasure_cancelled',
          data: {},
        });
        return { row, poke };
      });
      if (!row) return false;
      if (poke) deps.outbox.poke();
      await mail(userId, 'cancelled');
      return true;
    },

    /**
     * An admin's erasure: at once, whatever the person had asked. Runs it to the end before
     * answering; a run that stops half way is resumed by the scheduler's next round.
     */
    async eraseNow(userId: string): Promise<void> {
      const now = clock.now();
      const { row } = await repo.scheduleErasure(db, {
        userId,
        requestedBy: 'admin',
        requestedAt: now,
        eraseAfter: now,
      });
      await claimAndRun(row.id);
    },

    /** Runs due erasures one after another; answers how many were finished. */
    async round(limit = 5): Promise<number> {
      let erased = 0;
      for (let i = 0; i < limit; i += 1) {
        try {
          if (!(await claimAndRun())) break;
          erased += 1;
        } catch {
          // Recorded and logged; retried on a later round, not at once.
          break;
        }
      }
      return erased;
    },
  };
}
export type ErasuresService = ReturnType<typeof createErasuresService>;

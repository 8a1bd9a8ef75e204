import { ADMIN_USER_MESSAGES, ROLES, type AccountStatus, type Role } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Scheduler } from '../../lib/scheduler';
import { writeAudit } from '../audit';
import * as adminRepo from './account-admin.repo';
import * as repo from './auth.repo';
import { normalizeEmail } from './auth-shared';
import type { AuthAnnouncer } from './session-cache';

/** The scheduler job that ends a suspension at its time (keyed by the user's id). */
export const LIFT_SUSPENSION_JOB = 'auth.lift-suspension';

/** Where an account is asked to stand: a suspension has an end, a suspension or ban a reason. */
export type Standing =
  | { status: 'active' }
  | { status: 'suspended'; until: Date; reason: string }
  | { status: 'banned'; reason: string };

/** Who asks for a change, for the audit row: a staff member over HTTP, or an operator's command. */
export type ChangeActor = { id: string | null; ip: string | null; source: 'admin' | 'cli' };

export type AccountChange = { role?: Role; standing?: Standing };

type StandingFacts = { status: string; reason: string | null; until: string | null };
const factsOf = (user: repo.UserRow): StandingFacts & { role: string } => ({
  role: user.role,
  status: user.status,
  reason: user.statusReason,
  until: user.suspendedUntil?.toISOString() ?? null,
});

/** 'until 2026-12-01 09:30 UTC': one wording for the sign-in refusal in every language. */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The account may sign in, or the refusal that says why, with the reason staff gave. A suspension
 * whose time has passed is lifted here as well as by its job, so a late job never keeps anyone out.
 */
export async function admitStanding(
  db: Db,
  user: repo.UserRow,
  clock: Clock,
): Promise<repo.UserRow> {
  if (user.status === 'active') return user;
  if (user.status === 'suspended' && user.suspendedUntil && user.suspendedUntil <= clock.now()) {
    const lifted = await adminRepo.liftDueSuspension(db, user.id, clock.now());
    if (lifted) {
      await writeAudit(db, {
        event: 'account_reinstated',
        userId: user.id,
        detail: { source: 'suspension_ended', before: factsOf(user), after: factsOf(lifted) },
      });
      return lifted;
    }
  }
  const reason = user.statusReason ?? '';
  if (user.status === 'suspended' && user.suspendedUntil)
    throw new AppError(
      403,
      'ACCOUNT_SUSPENDED',
      `This account is suspended until ${utcMinute(user.suspendedUntil)}. Reason: ${reason}`,
    );
  throw new AppError(403, 'ACCOUNT_BANNED', `This account has been banned. Reason: ${reason}`);
}

/**
 * Changes the role and standing of accounts (docs/ARCHITECTURE.md, Admin console: users), each
 * change with its audit row (who, before, after, from where) in the same transaction. The rules:
 * nobody changes their own account here; an active admin always remains (demoting, suspending or
 * banning the last one is refused); a suspension or ban ends every session at once, and the
 * announcement closes the person's sockets on every instance.
 */
export function createAccountStanding(deps: {
  db: Db;
  clock: Clock;
  announce: Pick<AuthAnnouncer, 'userChanged'>;
  scheduler?: Pick<Scheduler, 'schedule' | 'cancel'> | undefined;
}) {
  const { db, clock } = deps;

  async function keepAnAdmin(tx: Db, user: repo.UserRow, change: AccountChange) {
    const losesAdmin =
      user.role === 'admin' &&
      user.status === 'active' &&
      ((change.role !== undefined && change.role !== 'admin') ||
        (change.standing !== undefined && change.standing.status !== 'active'));
    if (!losesAdmin) return;
    const admins = await adminRepo.lockActiveAdmins(tx);
    if (admins.every((id) => id === user.id))
      throw AppError.conflict('LAST_ADMIN', ADMIN_USER_MESSAGES.lastAdmin);
  }

  const api = {
    /**
     * Applies a role and/or a standing to the account; a change that changes nothing writes
     * nothing. Answers the account as it is afterwards.
     */
    /**
     * The change inside the caller's transaction (a moderator's decision makes it together with
     * its own rows); the caller announces `userId` after the commit when `changed`.
     */
    async changeIn(tx: Db, userId: string, change: AccountChange, actor: ChangeActor) {
      if (actor.id === userId)
        throw AppError.validation('params.id', ADMIN_USER_MESSAGES.notYourself);
      const now = clock.now();
      if (change.standing?.status === 'suspended' && change.standing.until <= now)
        throw AppError.validation('body.suspended_until', ADMIN_USER_MESSAGES.suspendInPast);
      // Admins first, then the account: the same order as keepAnAdmin's, so no deadlock.
      await adminRepo.lockActiveAdmins(tx);
      const user = await adminRepo.lockUser(tx, userId);
      if (!user) throw AppError.notFound('User not found');
      await keepAnAdmin(tx, user, change);
      const before = factsOf(user);
      let after = user;
      if (change.role !== undefined && change.role !== user.role) {
        after = await repo.updateUser(tx, userId, { role: change.role });
        await writeAudit(tx, {
          // ROLES runs from least to most powerful.
          event:
            ROLES.indexOf(change.role) > ROLES.indexOf(user.role as Role)
              ? 'role_granted'
              : 'role_revoked',
          userId,
          actorId: actor.id,
          ip: actor.ip,
          detail: {
            source: actor.source,
            role: change.role,
            previous: user.role,
            before,
            after: factsOf(after),
          },
        });
      }
      const standing = change.standing;
      if (standing && !sameStanding(after, standing)) {
        after = await repo.updateUser(tx, userId, {
          status: standing.status,
          statusReason: standing.status === 'active' ? null : standing.reason,
          suspendedUntil: standing.status === 'suspended' ? standing.until : null,
        });
        if (standing.status !== 'active')
          await repo.endAllSessions(tx, userId, `account_${standing.status}`, now);
        if (standing.status === 'suspended')
          await deps.scheduler?.schedule(tx, {
            name: LIFT_SUSPENSION_JOB,
            key: userId,
            runAt: standing.until,
            payload: { userId },
          });
        else await deps.scheduler?.cancel(tx, LIFT_SUSPENSION_JOB, userId);
        await writeAudit(tx, {
          event: STANDING_EVENTS[standing.status],
          userId,
          actorId: actor.id,
          ip: actor.ip,
          detail: { source: actor.source, before, after: factsOf(after) },
        });
      }
      return { user: after, changed: after !== user };
    },

    /**
     * Applies a role and/or a standing to the account; a change that changes nothing writes
     * nothing. Answers the account as it is afterwards.
     */
    async change(userId: string, change: AccountChange, actor: ChangeActor) {
      const outcome = await db.transaction((transaction) =>
        api.changeIn(transaction as unknown as Db, userId, change, actor),
      );
      if (outcome.changed) await deps.announce.userChanged(userId);
      return outcome;
    },

    /** Ends every session of the account (it stays as it is); answers how many were live. */
    async endSessions(userId: string, actor: ChangeActor): Promise<number> {
      const now = clock.now();
      const ended = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const user = await adminRepo.lockUser(tx, userId);
        if (!user) throw AppError.notFound('User not found');
        const live = await repo.listActiveSessions(tx, userId, now);
        await repo.endAllSessions(tx, userId, 'ended_by_staff', now);
        await writeAudit(tx, {
          event: 'sessions_ended',
          userId,
          actorId: actor.id,
          ip: actor.ip,
          detail: { source: actor.source, sessions: live.length },
        });
        return live.length;
      });
      await deps.announce.userChanged(userId);
      return ended;
    },

    /** The suspension job: lifts it when its time has come (a moved or lifted one is left be). */
    async liftSuspension(tx: Db, userId: string, at: Date) {
      const before = await repo.findUserById(tx, userId);
      const lifted = await adminRepo.liftDueSuspension(tx, userId, at);
      if (!before || !lifted) return false;
      await writeAudit(tx, {
        event: 'account_reinstated',
        userId,
        detail: { source: 'suspension_ended', before: factsOf(before), after: factsOf(lifted) },
      });
      return true;
    },
  };
  return api;
}
export type AccountStanding = ReturnType<typeof createAccountStanding>;

const STANDING_EVENTS = {
  active: 'account_reinstated',
  suspended: 'account_suspended',
  banned: 'account_banned',
} as const;

function sameStanding(user: repo.UserRow, standing: Standing): boolean {
  if (user.status !== standing.status) return false;
  if (standing.status === 'active') return true;
  if (user.statusReason !== standing.reason) return false;
  return (
    standing.status !== 'suspended' || user.suspendedUntil?.getTime() === standing.until.getTime()
  );
}

/**
 * The operator's ban and reinstatement by email (`npm run cli -- disable-account`): the same
 * change as the console's, audited as coming from the command line.
 */
export async function setAccountStatus(
  db: Db,
  email: string,
  status: Extract<AccountStatus, 'active' | 'banned'>,
  options: {
    clock: Clock;
    reason?: string;
    /** Tells the servers' session caches (an operator command passes the bus it opened). */
    announce?: Pick<AuthAnnouncer, 'userChanged'>;
  },
): Promise<{ email: string; changed: boolean }> {
  const user = await repo.findUserByEmail(db, normalizeEmail(email));
  if (!user) throw AppError.notFound(`No account with the email ${email.trim()}`);
  const standing = createAccountStanding({
    db,
    clock: options.clock,
    announce: options.announce ?? { userChanged: async () => {} },
  });
  const outcome = await standing.change(
    user.id,
    {
      standing:
        status === 'banned'
          ? { status, reason: options.reason ?? 'Banned by an operator' }
          : { status: 'active' },
    },
    { id: null, ip: null, source: 'cli' },
  );
  return { email: user.email, changed: outcome.changed };
}

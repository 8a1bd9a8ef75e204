import {
  ADMIN_USER_MESSAGES,
  adminAgeBandOf,
  type AccountStatus,
  type AdminUserDetail,
  type AdminUserListPage,
  type AdminUserSummary,
  type AdminUserUpdateBody,
  type AdminUsersQuery,
  type ReportSubject,
  type Role,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  fullNamesOf,
  lastSignInOf,
  liveSessionsOf,
  searchUsers,
  userById,
  type AccountStanding,
  type ChangeActor,
  type Standing,
} from '../auth';
import { writeAudit } from '../audit';
import { pendingReviewsAmong } from '../fair-play';
import { reportsInvolving, type ReportRow } from '../moderation';
import { recentSessionsOf } from '../quiz';
import { ledgerEntriesOf, pointsBalanceOf } from '../scoring';

/** How many of each kind the account page shows: the newest; the rest is in the audit log and exports. */
const DETAIL_ROWS = 20;

type UserRow = NonNullable<Awaited<ReturnType<typeof userById>>>;

function summaryOf(row: UserRow, currentYear: number): AdminUserSummary {
  return {
    id: row.id,
    name: row.fullName,
    email: row.email,
    role: row.role as Role,
    status: row.status as AccountStatus,
    suspended_until: row.suspendedUntil?.toISOString() ?? null,
    age_band: adminAgeBandOf(row.birthYear, currentYear),
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

function standingOf(body: AdminUserUpdateBody): Standing | undefined {
  if (body.status === undefined) return undefined;
  if (body.status === 'active') return { status: 'active' };
  if (body.status === 'suspended')
    return { status: 'suspended', until: new Date(body.suspended_until!), reason: body.reason! };
  return { status: 'banned', reason: body.reason! };
}

/**
 * The console's accounts (docs/ARCHITECTURE.md, Admin console: users): search, one account with
 * its sessions, games, reports and ledger read from the modules that own them, and the changes
 * the auth module makes (role, suspension, ban, ending sessions).
 */
export function createAdminUsersService(deps: {
  db: Db;
  clock: Clock;
  standing: AccountStanding;
  /** The privacy module's erasure, at once. */
  erase: (userId: string) => Promise<void>;
}) {
  const { db, clock, standing } = deps;
  const year = () => clock.now().getUTCFullYear();

  async function detailOf(row: UserRow): Promise<AdminUserDetail> {
    const now = clock.now();
    const [sessions, games, reports, balance, entries, lastSignIn] = [
      await liveSessionsOf(db, row.id, now),
      await recentSessionsOf(db, row.id, DETAIL_ROWS),
      await reportsInvolving(db, row.id, DETAIL_ROWS),
      await pointsBalanceOf(db, row.id),
      await ledgerEntriesOf(db, row.id, DETAIL_ROWS),
      await lastSignInOf(db, row.id),
    ];
    const held = await pendingReviewsAmong(
      db,
      games.map((game) => game.id),
    );
    const others = new Set<string>();
    for (const report of reports.filed) if (report.subjectUserId) others.add(report.subjectUserId);
    for (const report of reports.about) if (report.reporterId) others.add(report.reporterId);
    const names = await fullNamesOf(db, [...others]);
    const reportDto = (report: ReportRow, otherId: string | null) => ({
      id: report.id,
      subject_type: report.subjectType as ReportSubject,
      reason: report.reason,
      status: report.status,
      created_at: report.createdAt.toISOString(),
      other: otherId && names.has(otherId) ? { id: otherId, name: names.get(otherId)! } : null,
    });
    return {
      user: {
        ...summaryOf(row, now.getUTCFullYear()),
        status_reason: row.statusReason,
        birth_year: row.birthYear,
        user_type: row.userType,
        organization: row.organization,
        profile_hidden: row.profileHidden,
        last_sign_in_at: lastSignIn?.toISOString() ?? null,
      },
      sessions: sessions.map((session) => ({
        id: session.id,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        ip: session.ip,
        user_agent: session.userAgent,
      })),
      games: games.map((game) => ({
        id: game.id,
        game_mode: game.gameMode,
        category: game.category,
        topic: game.topic,
        status: game.status,
        score: game.score,
        correct_answers: game.correctAnswers,
        question_count: game.questionCount,
        started_at: game.startedAt.toISOString(),
        completed_at: game.completedAt?.toISOString() ?? null,
        held_for_review: held.has(game.id),
      })),
      reports: {
        filed: reports.filed.map((report) => reportDto(report, report.subjectUserId)),
        about: reports.about.map((report) => reportDto(report, report.reporterId)),
      },
      ledger: {
        balance,
        entries: entries.map((entry) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          amount: entry.amount,
          kind: entry.kind,
          reference: entry.reference,
        })),
      },
    };
  }

  async function found(id: string): Promise<UserRow> {
    const row = await userById(db, id);
    if (!row) throw AppError.notFound('User not found');
    return row;
  }

  return {
    /** `GET /api/admin/users`. */
    async list(query: AdminUsersQuery): Promise<AdminUserListPage> {
      const { rows, hasMore } = await searchUsers(db, query, year());
      return {
        users: rows.map((row) => summaryOf(row, year())),
        page: query.page,
        limit: query.limit,
        has_more: hasMore,
      };
    },

    /** `GET /api/admin/users/{id}`. */
    async get(id: string): Promise<AdminUserDetail> {
      return detailOf(await found(id));
    },

    /**
     * `PUT /api/admin/users/{id}`: a role change asks for the admin's second factor again
     * (`stepUp` checks a fresh code, before anything changes).
     */
    async update(
      id: string,
      body: AdminUserUpdateBody,
      actor: ChangeActor & { id: string },
      stepUp: () => Promise<void>,
    ) {
      const target = await found(id);
      if (actor.id === id) throw AppError.validation('params.id', ADMIN_USER_MESSAGES.notYourself);
      if (body.role !== undefined && body.role !== target.role) await stepUp();
      const standingChange = standingOf(body);
      const { user } = await standing.change(
        id,
        {
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...(standingChange ? { standing: standingChange } : {}),
        },
        actor,
      );
      return { user: { ...summaryOf(user, year()), status_reason: user.statusReason } };
    },

    /** `DELETE /api/admin/users/{id}/sessions`: signs the person out everywhere. */
    async endSessions(id: string, actor: ChangeActor & { id: string }) {
      return { ended: await standing.endSessions(id, actor) };
    },

    /**
     * `DELETE /api/admin/users/{id}`: the same rules as a role change (not oneself, never the
     * last admin, the second factor again), then the privacy erasure at once (no grace period),
     * audited with the admin first: the audit log keeps the id after the person is gone.
     */
    async remove(
      id: string,
      actor: ChangeActor & { id: string },
      stepUp: () => Promise<void>,
    ): Promise<{ id: string; erased: true }> {
      const target = await found(id);
      if (actor.id === id) throw AppError.validation('params.id', ADMIN_USER_MESSAGES.notYourself);
      await stepUp();
      if (target.role === 'admin') {
        const admins = await searchUsers(
          db,
          { role: 'admin', status: 'active', sort: 'created_at', order: 'asc', page: 1, limit: 2 },
          year(),
        );
        if (admins.rows.every((row) => row.id === id))
          throw AppError.conflict('LAST_ADMIN', ADMIN_USER_MESSAGES.lastAdmin);
      }
      await writeAudit(db, {
        event: 'account_erasure_requested',
        userId: id,
        actorId: actor.id,
        ip: actor.ip,
        detail: { source: actor.source, role: target.role, at_once: true },
      });
      await deps.erase(id);
      return { id, erased: true };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

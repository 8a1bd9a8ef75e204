import {
  ADMIN_USER_MESSAGES,
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminUserUpdateBody,
  type AuditLogEntry,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { fakeFetch, refusal } from '../../../test/fake-fetch';

export { refusal };

export const ADMIN_ID = '00000000-0000-4000-8000-0000000000ad';
export const ADA_ID = '00000000-0000-4000-8000-00000000000a';

/** Entry `n` (higher is newer): about Ada unless `overrides` say otherwise. */
export function auditEntry(n: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: n,
    at: new Date(Date.UTC(2026, 2, 1, 9, 0, n)).toISOString(),
    event: 'sign_in',
    user: { id: ADA_ID, name: 'Ada Player' },
    actor: null,
    ip: '203.0.113.7',
    detail: null,
    ...overrides,
  };
}

/**
 * The audit log as the server answers it, over `fetch`: `entries` filtered by event, subject
 * and actor, newest (highest id) first, `limit` a page after `before`.
 */
export function serveAuditLog(entries: AuditLogEntry[]) {
  const api = fakeFetch((method, url) => {
    if (method !== 'GET' || url.pathname !== '/api/admin/audit-log')
      throw new Error(`unexpected call ${method} ${url.pathname}`);
    const query = url.searchParams;
    const before = query.get('before');
    const limit = Number(query.get('limit') ?? 50);
    const matching = [...entries]
      .sort((a, b) => b.id - a.id)
      .filter((entry) => !query.get('event') || entry.event === query.get('event'))
      .filter((entry) => !query.get('user_id') || entry.user?.id === query.get('user_id'))
      .filter((entry) => !query.get('actor_id') || entry.actor?.id === query.get('actor_id'))
      .filter((entry) => before === null || entry.id < Number(before));
    const page = matching.slice(0, limit);
    return {
      success: true,
      data: {
        entries: page,
        next_before: matching.length > limit ? page[page.length - 1]!.id : null,
      },
    };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

export const BOB_ID = '00000000-0000-4000-8000-00000000000b';
export const CAROL_ID = '00000000-0000-4000-8000-00000000000c';

/** Account `n` (higher joined later): a verified adult player unless `overrides` say otherwise. */
export function userSummary(
  n: number,
  overrides: Partial<AdminUserSummary> = {},
): AdminUserSummary {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    name: `Player ${String(n).padStart(2, '0')}`,
    email: `player${n}@example.com`,
    role: 'user',
    status: 'active',
    suspended_until: null,
    age_band: 'adult',
    email_verified: true,
    // Noon UTC: the same calendar day in every time zone a test may run in.
    created_at: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(),
    ...overrides,
  };
}

/** Ada's account page: two sessions, two games (one held for review), a report each way, points. */
export function adaDetail(overrides: Partial<AdminUserDetail['user']> = {}): AdminUserDetail {
  return {
    user: {
      ...userSummary(10, { id: ADA_ID, name: 'Ada Player', email: 'ada@example.com' }),
      status_reason: null,
      birth_year: 1990,
      user_type: 'student',
      organization: 'Analytical Society',
      profile_hidden: false,
      last_sign_in_at: '2026-03-01T08:00:00.000Z',
      ...overrides,
    },
    sessions: [
      {
        id: '00000000-0000-4000-8000-0000000005e1',
        created_at: '2026-03-01T08:00:00.000Z',
        last_used_at: '2026-03-01T09:30:00.000Z',
        expires_at: '2026-03-31T08:00:00.000Z',
        ip: '203.0.113.7',
        user_agent: 'Firefox on Linux',
      },
      {
        id: '00000000-0000-4000-8000-0000000005e2',
        created_at: '2026-02-20T08:00:00.000Z',
        last_used_at: '2026-02-21T08:00:00.000Z',
        expires_at: '2026-03-22T08:00:00.000Z',
        ip: null,
        user_agent: null,
      },
    ],
    games: [
      {
        id: '00000000-0000-4000-8000-000000000a01',
        game_mode: 'timed',
        category: 'Science',
        topic: 'Physics',
        status: 'completed',
        score: 950,
        correct_answers: 10,
        question_count: 10,
        started_at: '2026-03-01T08:10:00.000Z',
        completed_at: '2026-03-01T08:11:00.000Z',
        held_for_review: true,
      },
      {
        id: '00000000-0000-4000-8000-000000000a02',
        game_mode: 'practice',
        category: 'History',
        topic: 'Rome',
        status: 'completed',
        score: 120,
        correct_answers: 4,
        question_count: 10,
        started_at: '2026-02-28T08:10:00.000Z',
        completed_at: '2026-02-28T08:20:00.000Z',
        held_for_review: false,
      },
    ],
    reports: {
      filed: [
        {
          id: '00000000-0000-4000-8000-000000000f01',
          subject_type: 'message',
          reason: 'harassment',
          status: 'open',
          created_at: '2026-02-27T10:00:00.000Z',
          other: { id: BOB_ID, name: 'Bob Rude' },
        },
      ],
      about: [
        {
          id: '00000000-0000-4000-8000-000000000f02',
          subject_type: 'user',
          reason: 'cheating',
          status: 'resolved',
          created_at: '2026-03-01T10:00:00.000Z',
          other: { id: CAROL_ID, name: 'Carol Watch' },
        },
      ],
    },
    ledger: {
      balance: 1070,
      entries: [
        {
          id: 2,
          at: '2026-03-01T08:11:00.000Z',
          amount: 950,
          kind: 'quiz_reward',
          reference: 'session:a01',
        },
        { id: 1, at: '2026-02-28T08:20:00.000Z', amount: -30, kind: 'entry_fee', reference: null },
      ],
    },
  };
}

const bySort = {
  created_at: (user: AdminUserSummary) => user.created_at,
  name: (user: AdminUserSummary) => user.name.toLowerCase(),
  email: (user: AdminUserSummary) => user.email,
};

/**
 * The console's accounts as the server answers them, over `fetch`: the search over `accounts`
 * (filters, sort, a page of `limit` with `has_more`), `details` by id, changes applied to them,
 * ending sessions, and deletion refused as the server refuses it until the privacy erase exists.
 */
export function serveUsers(
  accounts: AdminUserSummary[],
  details: AdminUserDetail[] = [adaDetail()],
) {
  const byId = new Map(details.map((detail) => [detail.user.id, structuredClone(detail)]));
  const api = fakeFetch((method, url, body) => {
    const one = /^\/api\/admin\/users\/([^/]+)(\/sessions)?$/.exec(url.pathname);
    if (method === 'GET' && url.pathname === '/api/admin/users') return list(url.searchParams);
    const detail = one ? byId.get(one[1]!) : undefined;
    if (!one || !detail) return refusal(404, 'User not found', 'NOT_FOUND');
    if (method === 'GET' && !one[2]) return { success: true, data: detail };
    if (method === 'PUT') {
      const change = body as AdminUserUpdateBody;
      const user = detail.user;
      if (change.role) user.role = change.role;
      if (change.status) {
        user.status = change.status;
        user.suspended_until = change.suspended_until ?? null;
        user.status_reason = change.reason ?? null;
      }
      return { success: true, data: { user } };
    }
    if (method === 'DELETE' && one[2]) {
      const ended = detail.sessions.length;
      detail.sessions = [];
      return { success: true, data: { ended } };
    }
    if (method === 'DELETE')
      return refusal(409, ADMIN_USER_MESSAGES.eraseNotAvailable, 'ERASE_NOT_AVAILABLE');
    throw new Error(`unexpected call ${method} ${url.pathname}`);
  });

  function list(query: URLSearchParams) {
    const q = query.get('q')?.toLowerCase();
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 25);
    const key = bySort[(query.get('sort') ?? 'created_at') as keyof typeof bySort];
    const direction = query.get('order') === 'asc' ? 1 : -1;
    const matching = accounts
      .filter((user) => !q || `${user.name} ${user.email}`.toLowerCase().includes(q))
      .filter((user) => !query.get('role') || user.role === query.get('role'))
      .filter((user) => !query.get('status') || user.status === query.get('status'))
      .filter((user) => !query.get('age_band') || user.age_band === query.get('age_band'))
      .sort((a, b) => key(a).localeCompare(key(b)) * direction);
    const start = (page - 1) * limit;
    return {
      success: true,
      data: {
        users: matching.slice(start, start + limit),
        page,
        limit,
        has_more: matching.length > start + limit,
      },
    };
  }

  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

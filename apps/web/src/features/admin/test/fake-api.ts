import {
  MODERATION_MESSAGES,
  type AdminUserDetail,
  type AdminUserSummary,
  type AdminUserUpdateBody,
  type AuditLogEntry,
  type ModerationItemDetail,
  type ModerationItemSummary,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { authoredQuestion } from '../../../test/contract-fixtures';

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
 * ending sessions, and deletion (the account is gone).
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
    if (method === 'DELETE') {
      byId.delete(one[1]!);
      return { success: true, data: { id: one[1], erased: true } };
    }
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

export const MONA_ID = '00000000-0000-4000-8000-0000000000d1';
export const MAX_ID = '00000000-0000-4000-8000-0000000000d2';
export const RITA_ID = '00000000-0000-4000-8000-0000000000d3';
export const OLLY_ID = '00000000-0000-4000-8000-0000000000d4';
export const BEA_ID = '00000000-0000-4000-8000-0000000000d5';
export const MESSAGE_REPORT_ID = '00000000-0000-4000-8000-000000000e01';
export const PLAYER_REPORT_ID = '00000000-0000-4000-8000-000000000e02';
export const FLAGGED_SESSION_ID = '00000000-0000-4000-8000-000000000e03';
export const GROUP_REPORT_ID = '00000000-0000-4000-8000-000000000e04';
export const ROOM_REPORT_ID = '00000000-0000-4000-8000-000000000e05';
export const GROUP_ID = '00000000-0000-4000-8000-000000000e06';
export const ROOM_ID = '00000000-0000-4000-8000-000000000e07';
export const SET_REQUEST_ID = '00000000-0000-4000-8000-000000000e0a';
export const SET_ID = '00000000-0000-4000-8000-000000000e0b';
export const DISPUTE_ID = '00000000-0000-4000-8000-000000000e08';
export const QUESTION_ID = '00000000-0000-4000-8000-000000000e09';
const RUDE_ID = '00000000-0000-4000-8000-000000000e11';

const OLLY = { id: OLLY_ID, name: 'Olly Offender' };
const RITA = { id: RITA_ID, name: 'Rita Reporter' };

/** Olly's record: active, reported twice before, one earlier decision. */
function ollyHistory(): NonNullable<ModerationItemDetail['history']> {
  return {
    status: 'active',
    muted_until: null,
    reports_about: 2,
    flagged_sessions: 0,
    decisions: [
      {
        kind: 'report',
        outcome: 'upheld',
        actions: ['remove_content', 'warn'],
        reason: 'Insults in the lobby chat',
        decided_at: '2026-02-10T09:00:00.000Z',
      },
    ],
  };
}

/** Rita's report of Olly's message, with the thread around it; unclaimed. */
export function messageReport(overrides: Partial<ModerationItemDetail> = {}): ModerationItemDetail {
  return {
    id: MESSAGE_REPORT_ID,
    kind: 'report',
    created_at: '2026-03-01T09:00:00.000Z',
    subject: OLLY,
    reason: 'harassment',
    subject_type: 'message',
    reported_name: null,
    question: null,
    claim: null,
    status: 'pending',
    report: {
      reporter: RITA,
      details: 'He keeps insulting me',
      snapshot: {
        message_id: RUDE_ID,
        sender_id: OLLY_ID,
        sender_name: 'Olly Offender',
        content: 'you are rubbish',
        message_type: 'text',
        created_at: '2026-03-01T08:59:00.000Z',
        attachment_name: null,
      },
    },
    thread: [
      {
        id: '00000000-0000-4000-8000-000000000e10',
        sender: RITA,
        content: 'hello there',
        created_at: '2026-03-01T08:58:00.000Z',
        reported: false,
      },
      {
        id: RUDE_ID,
        sender: OLLY,
        content: 'you are rubbish',
        created_at: '2026-03-01T08:59:00.000Z',
        reported: true,
      },
      {
        id: '00000000-0000-4000-8000-000000000e12',
        sender: RITA,
        content: null,
        created_at: '2026-03-01T09:00:00.000Z',
        reported: false,
      },
    ],
    named: null,
    session: null,
    dispute: null,
    history: ollyHistory(),
    ...overrides,
  };
}

/** Rita's report of Olly's profile, as it read then. */
export function playerReport(overrides: Partial<ModerationItemDetail> = {}): ModerationItemDetail {
  return {
    ...messageReport(),
    id: PLAYER_REPORT_ID,
    created_at: '2026-03-01T10:00:00.000Z',
    reason: 'hate',
    subject_type: 'user',
    report: {
      reporter: RITA,
      details: null,
      snapshot: {
        user_id: OLLY_ID,
        full_name: 'Olly Offender',
        organization: null,
        bio: 'Hateful words here',
        location: 'Springfield',
        website: null,
        avatar_url: null,
        status: 'active',
      },
    },
    thread: null,
    ...overrides,
  };
}

/** Rita's report of the name of Olly's study group, which he has changed since. */
export function groupReport(overrides: Partial<ModerationItemDetail> = {}): ModerationItemDetail {
  return {
    ...messageReport(),
    id: GROUP_REPORT_ID,
    created_at: '2026-03-01T11:00:00.000Z',
    reason: 'inappropriate',
    subject_type: 'study_group',
    reported_name: 'Rude Group Name',
    report: {
      reporter: RITA,
      details: null,
      snapshot: { group_id: GROUP_ID, name: 'Rude Group Name', description: 'Algebra' },
    },
    thread: null,
    named: {
      type: 'study_group',
      id: GROUP_ID,
      reported_name: 'Rude Group Name',
      current_name: 'Algebra Friends',
      owner: OLLY,
      member_count: 12,
      description: 'We study algebra on Fridays',
      status: null,
    },
    ...overrides,
  };
}

/** Rita's report of the name of the room Olly hosts, waiting for players. */
export function roomReport(overrides: Partial<ModerationItemDetail> = {}): ModerationItemDetail {
  return {
    ...groupReport(),
    id: ROOM_REPORT_ID,
    created_at: '2026-03-01T12:00:00.000Z',
    reason: 'hate',
    subject_type: 'room',
    reported_name: 'Rude Room Name',
    report: {
      reporter: RITA,
      details: 'Look at the name',
      snapshot: { game_id: ROOM_ID, name: 'Rude Room Name', status: 'waiting' },
    },
    named: {
      type: 'room',
      id: ROOM_ID,
      reported_name: 'Rude Room Name',
      current_name: 'Rude Room Name',
      owner: OLLY,
      member_count: null,
      description: null,
      status: 'waiting',
    },
    ...overrides,
  };
}

/** Bea's session the fast-answer rule held: three answers, two of them faster than reading. */
export function flaggedSession(
  overrides: Partial<ModerationItemDetail> = {},
): ModerationItemDetail {
  return {
    id: FLAGGED_SESSION_ID,
    kind: 'flagged_session',
    created_at: '2026-02-28T12:00:00.000Z',
    subject: { id: BEA_ID, name: 'Bea Bot' },
    reason: 'implausible_pace',
    subject_type: null,
    reported_name: null,
    question: null,
    claim: null,
    status: 'pending',
    report: null,
    thread: null,
    named: null,
    session: {
      id: FLAGGED_SESSION_ID,
      topic: 'Physics',
      points: 1200,
      completed_at: '2026-02-28T11:59:00.000Z',
      answers: [
        { index: 1, time_ms: 250, correct: true, floor_ms: 2400, implausible: true },
        { index: 2, time_ms: 5100, correct: false, floor_ms: null, implausible: false },
        { index: 3, time_ms: 300, correct: true, floor_ms: 1900, implausible: true },
      ],
    },
    dispute: null,
    history: {
      status: 'active',
      muted_until: null,
      reports_about: 0,
      flagged_sessions: 3,
      decisions: [],
    },
    ...overrides,
  };
}

/**
 * Three players dispute 'Which planet is largest?': the key says Saturn, most picked Jupiter.
 * Ann's dispute, the oldest, stands for the question.
 */
export function disputedAnswer(
  overrides: Partial<ModerationItemDetail> = {},
): ModerationItemDetail {
  const dispute = (id: string, name: string, reason: string, at: string) => ({
    id,
    session_id: '00000000-0000-4000-8000-000000000d20',
    disputer: { id: id.replace(/.$/, 'f'), name },
    reason,
    created_at: at,
  });
  const open = [
    dispute(DISPUTE_ID, 'Ann Answer', 'Jupiter is the largest planet.', '2026-02-27T09:00:00.000Z'),
    dispute(
      '00000000-0000-4000-8000-000000000d11',
      'Cat Contrary',
      'Saturn is smaller than Jupiter',
      '2026-02-27T10:00:00.000Z',
    ),
  ];
  return {
    id: DISPUTE_ID,
    kind: 'answer_dispute',
    created_at: '2026-02-27T09:00:00.000Z',
    subject: null,
    reason: 'answer_dispute',
    subject_type: null,
    reported_name: null,
    question: { id: QUESTION_ID, text: 'Which planet is largest?', open_disputes: 2 },
    claim: null,
    status: 'pending',
    report: null,
    thread: null,
    named: null,
    session: null,
    dispute: {
      id: DISPUTE_ID,
      status: 'open',
      moderator_note: null,
      question: {
        id: QUESTION_ID,
        text: 'Which planet is largest?',
        type: 'single',
        options: [
          { id: 'a', option_text: 'Jupiter' },
          { id: 'b', option_text: 'Saturn' },
          { id: 'c', option_text: 'Mars' },
        ],
        answer_key: { type: 'single', correct_option_id: 'b' },
        correct_answer: 'Saturn',
        explanation: 'Saturn has the most famous rings.',
        language: 'en',
      },
      response: { option_id: 'a' },
      statistics: {
        answers: 40,
        timeouts: 2,
        correct: 2,
        accuracy: 5,
        choices: [
          { option_id: 'a', option_text: 'Jupiter', count: 36, in_key: false },
          { option_id: 'b', option_text: 'Saturn', count: 2, in_key: true },
          { option_id: 'c', option_text: 'Mars', count: 2, in_key: false },
        ],
        responses: null,
      },
      open_disputes: open,
      disputer: open[0]!,
    },
    history: null,
    ...overrides,
  };
}

/** Erin's request to publish her set: a single-choice question and a typed one with a picture. */
export function setPublication(
  overrides: Partial<ModerationItemDetail> = {},
): ModerationItemDetail {
  return {
    id: SET_REQUEST_ID,
    kind: 'set_publication',
    created_at: '2026-02-28T13:00:00.000Z',
    subject: { id: OLLY_ID, name: 'Erin Educator' },
    reason: 'publication_request',
    subject_type: null,
    reported_name: 'Rivers of Europe',
    question: null,
    claim: null,
    status: 'pending',
    report: null,
    thread: null,
    named: null,
    session: null,
    dispute: null,
    question_set: {
      id: SET_ID,
      name: 'Rivers of Europe',
      description: 'For class 5B',
      category_name: 'Geography',
      language: 'en',
      visibility: 'public',
      review_status: 'pending',
      questions: [
        authoredQuestion(1, {
          topic_id: SET_ID,
          question_text: 'Longest river in Europe?',
          options: [
            { id: 'a', option_text: 'Volga', is_correct: true },
            { id: 'b', option_text: 'Danube', is_correct: false },
          ],
          explanation: 'The Volga runs 3,530 km.',
        }),
        authoredQuestion(2, {
          topic_id: SET_ID,
          type: 'typed',
          question_text: 'Which river is on this map?',
          options: [],
          accepted_answers: ['Rhine', 'Rhein'],
          max_typos: 1,
          image_url: '/uploads/questions/cccccccccccccccccccccccccccccccc.webp',
          image_alt: 'A river through Basel and Cologne',
        }),
      ],
    },
    history: {
      status: 'active',
      muted_until: null,
      reports_about: 0,
      flagged_sessions: 0,
      decisions: [],
    },
    ...overrides,
  };
}

/** The queue's row of an item. */
export function summaryOf(item: ModerationItemDetail): ModerationItemSummary {
  const { id, kind, created_at, subject, reason, subject_type, reported_name, question, claim } =
    item;
  return { id, kind, created_at, subject, reason, subject_type, reported_name, question, claim };
}

/**
 * The moderation queue as the server answers it, over `fetch`, for the moderator Mona: pending
 * `items` oldest first (of one kind when asked) with every kind's count, each item by id, a
 * claim (refused while another moderator's claim holds it, or once it is decided), and the
 * decisions, which end the item.
 */
export function serveModeration(items: ModerationItemDetail[]) {
  const byId = new Map(items.map((item) => [item.id, structuredClone(item)]));
  const api = fakeFetch((method, url, body) => {
    if (method === 'GET' && url.pathname === '/api/admin/moderation/pending') {
      const kind = url.searchParams.get('kind');
      const pending = [...byId.values()]
        .filter((item) => item.status === 'pending')
        .sort((a, b) => a.created_at.localeCompare(b.created_at));
      return {
        success: true,
        data: {
          items: pending.filter((item) => !kind || item.kind === kind).map(summaryOf),
          counts: {
            report: pending.filter((item) => item.kind === 'report').length,
            flagged_session: pending.filter((item) => item.kind === 'flagged_session').length,
            answer_dispute: pending.filter((item) => item.kind === 'answer_dispute').length,
            set_publication: pending.filter((item) => item.kind === 'set_publication').length,
          },
        },
      };
    }
    const one = /^\/api\/admin\/moderation\/([^/]+)(?:\/(claim|approve|reject))?$/.exec(
      url.pathname,
    );
    const item = one ? byId.get(one[1]!) : undefined;
    if (!one || !item) return refusal(404, 'Moderation item not found', 'NOT_FOUND');
    if (method === 'GET' && !one[2]) return { success: true, data: item };
    if (method !== 'POST') throw new Error(`unexpected call ${method} ${url.pathname}`);
    if (item.status !== 'pending') return refusal(409, MODERATION_MESSAGES.decided, 'ITEM_DECIDED');
    if (item.claim && !item.claim.mine)
      return refusal(409, MODERATION_MESSAGES.claimedByOther, 'ITEM_CLAIMED');
    if (one[2] === 'claim') {
      item.claim = {
        moderator: { id: MONA_ID, name: 'Mona Moderator' },
        expires_at: '2026-03-01T10:15:00.000Z',
        mine: true,
      };
      return { success: true, data: { claim: item.claim } };
    }
    const upheld = one[2] === 'approve';
    item.status = upheld ? 'upheld' : 'dismissed';
    item.claim = null;
    const decision = body as { sanction?: string; remove_content?: boolean };
    if (upheld && item.kind === 'answer_dispute')
      return {
        success: true,
        data: {
          id: item.id,
          status: item.status,
          actions: ['correct_answer'],
          rescored: { sessions: 38, pending: false },
        },
      };
    const actions = upheld
      ? [
          ...(item.kind === 'flagged_session' ? ['confirm_flag'] : []),
          ...(item.kind === 'set_publication' ? ['list_set'] : []),
          ...(decision.remove_content ? ['remove_content'] : []),
          ...(decision.sanction ? [decision.sanction] : []),
        ]
      : item.kind === 'flagged_session'
        ? ['clear_flag']
        : item.kind === 'set_publication'
          ? ['refuse_listing']
          : [];
    return { success: true, data: { id: item.id, status: item.status, actions } };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

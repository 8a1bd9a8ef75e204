import {
  NOTIFICATION_DEFAULTS,
  notificationSchema,
  type Notification,
  type NotificationPreferences,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { ok, USER_ID, uuid } from '../../../test/contract-fixtures';

// Contract-shaped notifications and a small stand-in for the notifications API, so the zod
// schemas accept what the tests send as the server's answers would be accepted.

export { ok, USER_ID, uuid };

export const GRACE = { user_id: uuid(2), name: 'Grace Hopper', avatar_url: null };
export const ALAN = { user_id: uuid(3), name: 'Alan Turing', avatar_url: null };
export const CONVERSATION_ID = uuid(500);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

type Base = Pick<
  Notification,
  'id' | 'actor' | 'created_at' | 'updated_at' | 'is_read' | 'read_at'
>;

function base(n: number, overrides: Partial<Base>): Base {
  const at = hoursAgo(n);
  return {
    id: uuid(1000 + n),
    actor: null,
    created_at: at,
    updated_at: at,
    is_read: false,
    read_at: null,
    ...overrides,
  };
}

export const friendRequest = (n: number, overrides: Partial<Base> = {}): Notification => ({
  ...base(n, { actor: GRACE, ...overrides }),
  kind: 'friend_request_received',
  data: {},
});

export const friendAccepted = (n: number, overrides: Partial<Base> = {}): Notification => ({
  ...base(n, { actor: ALAN, ...overrides }),
  kind: 'friend_request_accepted',
  data: {},
});

export const messageReceived = (
  n: number,
  data: Partial<Extract<Notification, { kind: 'message_received' }>['data']> = {},
  overrides: Partial<Base> = {},
): Notification => ({
  ...base(n, { actor: GRACE, ...overrides }),
  kind: 'message_received',
  data: {
    conversation_id: CONVERSATION_ID,
    conversation_name: null,
    is_group: false,
    preview: 'Are you free for a quiz?',
    message_count: 1,
    ...data,
  },
});

export const achievementUnlocked = (n: number, overrides: Partial<Base> = {}): Notification => ({
  ...base(n, overrides),
  kind: 'achievement_unlocked',
  data: { achievement_id: 'first-quiz', title: 'First Steps', points_reward: 50, icon_url: null },
});

export const levelUp = (n: number, level = 4, overrides: Partial<Base> = {}): Notification => ({
  ...base(n, overrides),
  kind: 'level_up',
  data: { level },
});

export const CHALLENGE_ID = uuid(600);

export const challengeReceived = (n: number, overrides: Partial<Base> = {}): Notification => ({
  ...base(n, { actor: GRACE, ...overrides }),
  kind: 'challenge_received',
  data: {
    challenge_id: CHALLENGE_ID,
    challenge_type: 'async',
    topic_name: 'Physics',
    question_count: 10,
  },
});

export const challengeResult = (
  n: number,
  data: Partial<Extract<Notification, { kind: 'challenge_result' }>['data']> = {},
): Notification => ({
  ...base(n, { actor: GRACE }),
  kind: 'challenge_result',
  data: {
    challenge_id: CHALLENGE_ID,
    challenge_type: 'async',
    outcome: 'lost',
    place: 2,
    winner_name: 'Grace Hopper',
    ...data,
  },
});

/** The team (the actor) assigned the reader a learning path. */
export const learningPathAssigned = (n: number, overrides: Partial<Base> = {}): Notification => ({
  ...base(n, { actor: GRACE, ...overrides }),
  kind: 'learning_path_assigned',
  data: { topic_count: 3, note: 'Start with Physics.' },
});

export const TOURNAMENT_ID = uuid(700);
type TournamentKind = Extract<Notification['kind'], `tournament_${string}`>;

/** A notification of a tournament kind about the Spring Cup; the schema checks `data` fits it. */
export const tournamentNotice = <K extends TournamentKind>(
  n: number,
  kind: K,
  data: Omit<Extract<Notification, { kind: K }>['data'], 'tournament_id' | 'tournament_name'>,
): Notification =>
  notificationSchema.parse({
    ...base(n, {}),
    kind,
    data: { tournament_id: TOURNAMENT_ID, tournament_name: 'Spring Cup', ...data },
  });

type ModerationKind = 'report_resolved' | 'moderation_notice';

/** A notification of a moderation kind; the schema checks `data` fits it. */
export const moderationNotice = <K extends ModerationKind>(
  n: number,
  kind: K,
  data: Extract<Notification, { kind: K }>['data'],
): Notification => notificationSchema.parse({ ...base(n, {}), kind, data });

type DisputeKind = Extract<Notification['kind'], 'answer_corrected' | 'dispute_resolved'>;

/** A notification of an answer dispute's kind; the schema checks `data` fits it. */
export const disputeNotice = <K extends DisputeKind>(
  n: number,
  kind: K,
  data: Extract<Notification, { kind: K }>['data'],
): Notification => notificationSchema.parse({ ...base(n, {}), kind, data });

export function preferences(
  overrides: Partial<NotificationPreferences> = {},
): NotificationPreferences {
  return { kinds: structuredClone(NOTIFICATION_DEFAULTS), email_enabled: true, ...overrides };
}

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export type RecordedRequest = { method: string; path: string; body: unknown };
type Override = (request: RecordedRequest) => Response | Promise<Response> | undefined;

/** The server's order: unread first, then the latest change first. */
function serverOrder(a: Notification, b: Notification): number {
  if (a.is_read !== b.is_read) return a.is_read ? 1 : -1;
  return b.updated_at.localeCompare(a.updated_at);
}

/**
 * Replaces fetch with a stand-in for the notifications API holding `notifications`: it lists,
 * filters and pages them as the server does, marks them read, answers friend requests, keeps
 * preferences and unsubscribes. `override` answers first when it returns something; anything
 * else is a 404. `requests()` are the calls made, bodies parsed.
 */
export function stubNotificationsApi({
  notifications = [],
  settings = preferences(),
  override,
}: {
  notifications?: Notification[];
  settings?: NotificationPreferences;
  override?: Override;
} = {}) {
  let items = [...notifications];
  let saved = settings;
  const unreadCount = () => items.filter((item) => !item.is_read).length;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    const overridden = await override?.(request);
    if (overridden) return overridden;
    const url = new URL(request.path, 'http://localhost');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/social/notifications') {
      const query = url.searchParams;
      const listed = items
        .filter((item) => query.get('filter') !== 'unread' || !item.is_read)
        .filter((item) => !query.get('kind') || item.kind === query.get('kind'))
        .sort(serverOrder);
      const offset = Number(query.get('offset'));
      return answer(
        200,
        ok({
          notifications: listed.slice(offset, offset + Number(query.get('limit'))),
          unread_count: unreadCount(),
          total: listed.length,
        }),
      );
    }
    if (route === 'PUT /api/social/notifications/read') {
      const body = request.body as { notification_ids?: string[]; all?: true };
      let updated = 0;
      items = items.map((item) => {
        if (item.is_read || !(body.all || body.notification_ids?.includes(item.id))) return item;
        updated += 1;
        return { ...item, is_read: true, read_at: new Date().toISOString() };
      });
      return answer(200, ok({ updated, unread_count: unreadCount() }));
    }
    if (route === 'GET /api/social/notifications/preferences') return answer(200, ok(saved));
    if (route === 'PUT /api/social/notifications/preferences') {
      const body = request.body as Partial<NotificationPreferences>;
      saved = { ...saved, ...body, kinds: { ...saved.kinds, ...body.kinds } };
      return answer(200, ok(saved));
    }
    if (route === 'POST /api/social/friends/respond') {
      const body = request.body as { user_id: string; accept: boolean };
      return answer(
        200,
        ok({ user_id: body.user_id, relationship: body.accept ? 'friends' : 'none' }),
      );
    }
    if (route === 'POST /api/notifications/unsubscribe') {
      return answer(200, ok({ email_enabled: false }));
    }
    return answer(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const requests = () =>
    fetchMock.mock.calls.map(([input, init]): RecordedRequest => ({
      method: init?.method ?? 'GET',
      path: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
  /** The calls that changed something (everything but reads). */
  const writes = () => requests().filter((request) => request.method !== 'GET');
  return { fetchMock, requests, writes, items: () => items };
}

import type {
  CreateStudyGroupBody,
  CreateStudySessionBody,
  StudySession,
  JoinStudyGroupBody,
  StudyGroup,
  StudyGroupJoinRequest,
  StudyGroupMember,
  StudyResource,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';
import { group as newGroup, ME, member, ok, person, session as newSession, uuid } from './fixtures';

export { json, refusal };

/**
 * A stand-in for the study-groups API over `fetch`, keeping groups as the server would for ME:
 * Discover (filtered by search, category and level) and My Groups, one group, create, join
 * (public at once, private as a request, invite-only with its code), leave, members and
 * requests, manage, invite, rating and resources; sessions (lists, schedule, edit, cancel, RSVP,
 * reminder, live game, calendar file) and the calendar feeds.
 */
export function fakeStudyGroupsApi(
  state: {
    groups?: StudyGroup[];
    members?: Record<string, { members: StudyGroupMember[]; requests: StudyGroupJoinRequest[] }>;
    resources?: Record<string, StudyResource[]>;
    invites?: Record<string, string>;
    sessions?: StudySession[];
  } = {},
) {
  const sessions = new Map((state.sessions ?? []).map((item) => [item.id, item]));
  let feed = 1;
  const feeds = (groupId: string | null = null) => ({
    user_feed_url: `https://quizarena.test/api/calendar/feed-${feed}.ics`,
    group_feed_url: groupId ? `https://quizarena.test/api/calendar/group-${feed}.ics` : null,
  });
  const keep = (item: StudySession) => {
    sessions.set(item.id, item);
    return ok({ session: item });
  };
  /** As the server lists them: a range when `from` is asked, else the upcoming and live ones. */
  function listed(query: URLSearchParams, groupId?: string) {
    const from = query.get('from');
    const to = query.get('to');
    let found = [...sessions.values()].filter((item) => !groupId || item.group.id === groupId);
    if (from) found = found.filter((item) => item.ends_at >= new Date(from).toISOString());
    else found = found.filter((item) => item.status === 'scheduled' || item.status === 'live');
    if (to) found = found.filter((item) => item.scheduled_at <= new Date(to).toISOString());
    return ok({ sessions: found.sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at)) });
  }
  function sessionRoute(method: string, path: string, query: URLSearchParams, body: unknown) {
    if (method === 'GET' && path === '/api/study-sessions') return listed(query);
    if (path === '/api/calendar-feeds') return ok(feeds(query.get('group_id')));
    if (path === '/api/calendar-feeds/reset') {
      feed += 1;
      return ok(feeds((body as { group_id?: string } | undefined)?.group_id ?? null));
    }
    const inGroup = /^\/api\/study-groups\/([^/]+)\/sessions$/.exec(path);
    if (inGroup && method === 'GET') return listed(query, inGroup[1]);
    if (inGroup && method === 'POST') {
      const wanted = body as Required<CreateStudySessionBody>;
      const owner = held.get(inGroup[1]!);
      const item = newSession(90 + sessions.size, {
        ...wanted,
        topic: null,
        group: { id: inGroup[1]!, name: owner?.name ?? '' },
        host: person(ME),
        can_manage: true,
      });
      keep(item);
      return json(ok({ session: item }), 201);
    }
    const one = /^\/api\/study-sessions\/([^/]+)(?:\/([a-z.]+))?$/.exec(path);
    if (!one) return undefined;
    const item = sessions.get(one[1]!);
    if (!item) return refusal(404, 'Study session not found', 'NOT_FOUND');
    const action = one[2];
    if (!action && method === 'GET') return ok({ session: item });
    if (!action && method === 'PUT') return keep({ ...item, ...(body as Partial<StudySession>) });
    if (action === 'cancel') return keep({ ...item, status: 'cancelled' });
    if (action === 'rsvp') {
      const going = (body as { going: boolean }).going;
      if (going && item.current_participants >= item.max_participants)
        return refusal(409, 'This session is full', 'CONFLICT');
      const change = going === item.going ? 0 : going ? 1 : -1;
      return keep({ ...item, going, current_participants: item.current_participants + change });
    }
    if (action === 'reminder')
      return keep({
        ...item,
        reminder_minutes: (body as { minutes_before: number | null }).minutes_before,
      });
    if (action === 'live' || action === 'join') {
      if (action === 'join' && !item.game_id)
        return refusal(409, 'The host has not opened the live game yet', 'CONFLICT');
      const gameId = item.game_id ?? uuid(600);
      sessions.set(item.id, { ...item, game_id: gameId });
      return ok({ game_id: gameId, path: `/game/multiplayer/${gameId}` });
    }
    if (action === 'calendar.ics')
      return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        headers: { 'content-type': 'text/calendar' },
      });
    return undefined;
  }

  const held = new Map((state.groups ?? []).map((item) => [item.id, item]));
  let created = 0;
  const store = (item: StudyGroup) => {
    held.set(item.id, item);
    return item;
  };

  function route(method: string, url: URL, body: unknown): unknown {
    const path = url.pathname;
    const query = url.searchParams;
    const answered = sessionRoute(method, path, query, body);
    if (answered !== undefined) return answered;
    if (method === 'GET' && path === '/api/study-groups') {
      let listed = [...held.values()];
      if (query.get('my_groups') === 'true') listed = listed.filter((item) => item.my_role);
      else listed = listed.filter((item) => item.type !== 'invite_only' || item.my_role);
      const search = query.get('search')?.toLowerCase();
      if (search) listed = listed.filter((item) => item.name.toLowerCase().includes(search));
      const category = query.get('category_id');
      if (category) listed = listed.filter((item) => item.category_id === category);
      const level = query.get('difficulty_level');
      if (level) listed = listed.filter((item) => item.difficulty_level === level);
      return ok({ groups: listed, total: listed.length });
    }
    if (method === 'POST' && path === '/api/study-groups') {
      const wanted = body as Required<CreateStudyGroupBody>;
      created += 1;
      const item = store(
        newGroup(900 + created, {
          ...wanted,
          category: null,
          my_role: 'owner',
          owner: { user_id: ME, name: 'Ada Lovelace', avatar_url: null },
          members: [member(ME, 'owner')],
          current_members: 1,
        }),
      );
      return json(ok({ group: item }), 201);
    }
    const invite = /^\/api\/study-group-invites\/([^/]+)$/.exec(path);
    if (method === 'GET' && invite) {
      const item = held.get(state.invites?.[invite[1]!] ?? '');
      return item ? ok({ group: item }) : refusal(404, 'Invite not found', 'NOT_FOUND');
    }
    const match = /^\/api\/study-groups\/([^/]+)(?:\/([a-z]+))?(?:\/([^/]+))?$/.exec(path);
    const item = match ? held.get(match[1]!) : undefined;
    if (!match || !item) return refusal(404, 'Study group not found', 'NOT_FOUND');
    const [, id, action] = match;
    if (!action && method === 'GET') return ok({ group: item });
    if (!action && method === 'PUT')
      return ok({ group: store({ ...item, ...(body as Partial<StudyGroup>) }) });
    if (!action && method === 'DELETE') {
      held.delete(id!);
      return ok({});
    }
    if (action === 'join') {
      const wanted = body as JoinStudyGroupBody;
      if (item.type === 'private')
        return ok({ status: 'requested', group: store({ ...item, my_request_pending: true }) });
      if (item.type === 'invite_only' && state.invites?.[wanted.invite_code ?? ''] !== item.id)
        return refusal(403, 'Invite only', 'FORBIDDEN');
      return ok({
        status: 'joined',
        group: store({ ...item, my_role: 'member', current_members: item.current_members + 1 }),
      });
    }
    if (action === 'leave') {
      store({ ...item, my_role: null, current_members: item.current_members - 1 });
      return ok({});
    }
    if (action === 'members') return ok(state.members?.[id!] ?? { members: [], requests: [] });
    if (action === 'manage' || action === 'rating') return ok({});
    if (action === 'resources' && method === 'GET')
      return ok({ resources: state.resources?.[id!] ?? [] });
    if (action === 'resources' && method === 'POST') {
      const added = body as { title: string; url?: string };
      return json(
        ok({
          resource: {
            id: uuid(399),
            title: added.title,
            kind: added.url ? 'link' : 'file',
            url: added.url ?? 'https://files.example/signed',
            file_name: null,
            mime_type: null,
            size: null,
            added_by: { user_id: ME, name: 'Ada Lovelace', avatar_url: null },
            created_at: '2026-06-02T10:00:00.000Z',
          },
        }),
        201,
      );
    }
    if (action === 'resources' && method === 'DELETE') return ok({});
    throw new Error(`unexpected call ${method} ${path}${url.search}`);
  }

  const api = fakeFetch(route);
  return { ...api, held, sessions };
}

export type FakeStudyGroupsApi = ReturnType<typeof fakeStudyGroupsApi>;

/** The fake API, answering every `fetch` of the test (undone by `vi.unstubAllGlobals`). */
export function serveStudyGroups(
  ...args: Parameters<typeof fakeStudyGroupsApi>
): FakeStudyGroupsApi {
  const api = fakeStudyGroupsApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

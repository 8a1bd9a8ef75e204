import type {
  StudySession,
  StudyGroup,
  StudyGroupJoinRequest,
  StudyGroupMember,
  StudyGroupRole,
  StudyResource,
} from '@quizarena/contracts';
import { ALAN, CARLA, GRACE, ME, nameOf, ok, uuid } from '../../../test/contract-fixtures';
import type { StudyGroupsSources } from '../sources';

// Contract-shaped study groups for tests; ids are valid UUIDs so the zod schemas accept them.
export { ALAN, CARLA, GRACE, ME, ok, uuid };
export const SCIENCE = uuid(700);
export const HISTORY = uuid(710);
export const CONVERSATION_ID = uuid(800);

export const person = (userId: string) => ({
  user_id: userId,
  name: nameOf(userId),
  avatar_url: null,
});

export function member(
  userId: string,
  role: StudyGroupRole = 'member',
  overrides: Partial<StudyGroupMember> = {},
): StudyGroupMember {
  return {
    ...person(userId),
    role,
    online: false,
    joined_at: '2026-05-01T10:00:00.000Z',
    sessions_attended: 2,
    ...overrides,
  };
}

export function joinRequest(userId: string, message = ''): StudyGroupJoinRequest {
  return { ...person(userId), join_message: message, requested_at: '2026-06-01T10:00:00.000Z' };
}

/** A public weekly group owned by GRACE, with GRACE and ALAN in it; ME is not a member. */
export function group(n: number, overrides: Partial<StudyGroup> = {}): StudyGroup {
  return {
    id: uuid(100 + n),
    name: `Group ${n}`,
    description: 'We study together.',
    tags: [],
    category: 'Science',
    category_id: SCIENCE,
    difficulty_level: 'beginner',
    type: 'public',
    meeting_frequency: 'weekly',
    avatar_url: null,
    current_members: 2,
    max_members: 10,
    total_sessions: 4,
    avg_rating: null,
    rating_count: 0,
    status: 'active',
    owner: person(GRACE),
    members: [member(GRACE, 'owner', { online: true }), member(ALAN)],
    next_session: null,
    created_at: '2026-05-01T10:00:00.000Z',
    my_role: null,
    my_request_pending: false,
    sessions_attended: 0,
    my_rating: null,
    conversation_id: null,
    invite_code: null,
    ...overrides,
  };
}

/** The group as ME sees it after joining with `role`. */
export const mine = (n: number, role: StudyGroupRole, overrides: Partial<StudyGroup> = {}) =>
  group(n, { my_role: role, conversation_id: CONVERSATION_ID, ...overrides });

export function resource(n: number, overrides: Partial<StudyResource> = {}): StudyResource {
  return {
    id: uuid(300 + n),
    title: `Notes ${n}`,
    kind: 'link',
    url: `https://example.com/notes-${n}`,
    file_name: null,
    mime_type: null,
    size: null,
    added_by: person(GRACE),
    created_at: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A scheduled live session of group 1, hosted by GRACE, starting 2030-06-10 18:00 UTC. */
export function session(n: number, overrides: Partial<StudySession> = {}): StudySession {
  const id = uuid(500 + n);
  const g = group(1);
  return {
    id,
    group: { id: g.id, name: g.name },
    title: `Session ${n}`,
    description: 'We practise together.',
    type: 'live',
    status: 'scheduled',
    scheduled_at: '2030-06-10T18:00:00.000Z',
    duration: 60,
    ends_at: '2030-06-10T19:00:00.000Z',
    current_participants: 3,
    max_participants: 20,
    host: person(GRACE),
    topic: null,
    location: null,
    recording_url: null,
    game_id: null,
    going: false,
    reminder_minutes: null,
    attended: false,
    can_manage: false,
    share_path: `/study-groups/${g.id}?session=${id}`,
    ...overrides,
  };
}

export const CATEGORIES = [
  { id: SCIENCE, name: 'Science' },
  { id: HISTORY, name: 'History' },
];

export const PHYSICS = uuid(720);
export const TOPICS: Record<string, { id: string; name: string }[]> = {
  [SCIENCE]: [{ id: PHYSICS, name: 'Physics' }],
};

export function sources(overrides: Partial<StudyGroupsSources> = {}): StudyGroupsSources {
  return {
    categories: { queryKey: ['test', 'categories'], queryFn: async () => CATEGORIES },
    topics: (categoryId) => ({
      queryKey: ['test', 'topics', categoryId],
      queryFn: async () => TOPICS[categoryId] ?? [],
    }),
    online: { queryKey: ['test', 'online'], queryFn: async () => 7 },
    ...overrides,
  };
}

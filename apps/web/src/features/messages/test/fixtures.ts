import type { Conversation, Friend, Message, MessageAttachment } from '@quizarena/contracts';
import { ok, uuid } from '../../../test/contract-fixtures';

// Contract-shaped conversations and messages for tests; ids are valid UUIDs so the zod schemas
// accept them, and times are recent so day headings read Today.
export { ok, uuid };
export const ME = uuid(1);
export const ANA = uuid(2);
export const BEN = uuid(3);
export const CARLA = uuid(4);
export const DIRECT = uuid(501);
export const GROUP = uuid(502);

const NAMES: Record<string, string> = {
  [ME]: 'Ada Lovelace',
  [ANA]: 'Ana Ruiz',
  [BEN]: 'Ben Okafor',
  [CARLA]: 'Carla Mendes',
};
export const nameOf = (userId: string) => NAMES[userId] ?? 'Someone';

/** Minutes before now, as the server writes times. */
export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

export function participant(
  userId: string,
  overrides: Partial<Conversation['participants'][number]> = {},
): Conversation['participants'][number] {
  return {
    id: uuid(9000 + Number.parseInt(userId.slice(-4), 10)),
    user_id: userId,
    full_name: nameOf(userId),
    avatar_url: null,
    is_online: false,
    role: 'member',
    joined_at: minutesAgo(10_000),
    last_seen: null,
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: DIRECT,
    name: null,
    is_group: false,
    participants: [participant(ME), participant(ANA)],
    unread_count: 0,
    is_muted: false,
    is_archived: false,
    is_pinned: false,
    filter_enabled: false,
    is_request: false,
    awaiting_acceptance: false,
    avatar_url: null,
    description: null,
    my_role: 'member',
    created_at: minutesAgo(10_000),
    last_message: null,
    ...overrides,
  };
}

export function group(overrides: Partial<Conversation> = {}): Conversation {
  return conversation({
    id: GROUP,
    name: 'Quiz Club',
    is_group: true,
    participants: [
      participant(ME, { role: 'owner' }),
      participant(ANA, { role: 'admin' }),
      participant(BEN),
    ],
    my_role: 'owner',
    ...overrides,
  });
}

/** Message `n` of a conversation, sent 100 - `n` minutes ago (so later ones are newer). */
export function message(n: number, overrides: Partial<Message> = {}): Message {
  const senderId = overrides.sender_id === undefined ? ANA : overrides.sender_id;
  return {
    id: uuid(100_000 + n),
    conversation_id: DIRECT,
    sender_id: senderId,
    sender: senderId ? { user_id: senderId, name: nameOf(senderId), avatar_url: null } : null,
    content: `Message ${n}`,
    message_type: 'text',
    created_at: minutesAgo(100 - n),
    is_read: true,
    status: 'sent',
    reply_to: null,
    metadata: null,
    attachment: null,
    client_id: null,
    removed: false,
    deleted: false,
    ...overrides,
  };
}

export function attachment(overrides: Partial<MessageAttachment> = {}): MessageAttachment {
  return {
    id: uuid(70_001),
    kind: 'pdf',
    name: 'notes.pdf',
    mime_type: 'application/pdf',
    size: 2_400_000,
    url: '/api/social/attachments/notes?variant=original&expires=1&signature=s',
    thumbnail_url: null,
    width: null,
    height: null,
    ...overrides,
  };
}

export function friend(userId: string, overrides: Partial<Friend> = {}): Friend {
  return {
    user_id: userId,
    name: nameOf(userId),
    full_name: nameOf(userId),
    avatar_url: null,
    level: 3,
    points: 300,
    is_online: false,
    last_seen: null,
    became_friends_at: minutesAgo(5_000),
    challenges_won: 0,
    ...overrides,
  };
}

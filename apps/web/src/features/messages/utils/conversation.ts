import type { Conversation, Message } from '@quizarena/contracts';

type Participant = Conversation['participants'][number];

/** In a direct conversation, the other person (the caller alone: themself). */
export function otherParticipant(conversation: Conversation, me: string): Participant | null {
  if (conversation.is_group) return null;
  return (
    conversation.participants.find((person) => person.user_id !== me) ??
    conversation.participants[0] ??
    null
  );
}

/** A group's own name, else its members' names; a direct conversation's other person. */
export function conversationTitle(conversation: Conversation, me: string): string {
  if (conversation.name) return conversation.name;
  if (!conversation.is_group) return otherParticipant(conversation, me)?.full_name ?? '';
  return conversation.participants
    .filter((person) => person.user_id !== me)
    .map((person) => person.full_name)
    .join(', ');
}

/** A group's picture, else the other person's avatar. */
export function conversationAvatar(conversation: Conversation, me: string): string | null {
  if (conversation.is_group) return conversation.avatar_url;
  return otherParticipant(conversation, me)?.avatar_url ?? null;
}

const lastActivity = (conversation: Conversation) =>
  Date.parse(conversation.last_message?.created_at ?? conversation.created_at);

/** Pinned first, then the latest message (or creation) first, as the server orders them. */
export function orderConversations(conversations: Conversation[]): Conversation[] {
  return [...conversations].sort(
    (a, b) => Number(b.is_pinned) - Number(a.is_pinned) || lastActivity(b) - lastActivity(a),
  );
}

/** The list row's summary of a message. */
export function lastMessageOf(message: Message): NonNullable<Conversation['last_message']> {
  return {
    id: message.id,
    sender_id: message.sender_id,
    sender: message.sender?.name ?? null,
    content: message.content,
    message_type: message.message_type,
    created_at: message.created_at,
    is_read: message.is_read,
    has_attachment: message.attachment !== null,
    removed: message.removed,
    metadata: message.metadata,
  };
}

const STATUS_RANK = { sent: 0, delivered: 1, read: 2 } as const;
export type MessageStatus = keyof typeof STATUS_RANK;

/** The further of two statuses: a receipt never takes a tick back. */
export function furtherStatus(a: MessageStatus, b: MessageStatus): MessageStatus {
  return STATUS_RANK[a] >= STATUS_RANK[b] ? a : b;
}

/** Messages in time order without repeats (a live copy and a page may both hold one). */
export function uniqueInOrder(messages: Message[]): Message[] {
  const seen = new Set<string>();
  const out: Message[] = [];
  for (const message of messages) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    out.push(message);
  }
  return out.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

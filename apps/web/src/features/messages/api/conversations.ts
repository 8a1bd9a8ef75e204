import {
  conversationMarkResponseSchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  type CreateConversationBody,
} from '@quizarena/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { messagesKeys, type ConversationFilters } from './keys';

/** The list asks for this many conversations (the server's default page). */
export const CONVERSATIONS_PAGE = 50;

const base = '/api/social/conversations';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function conversationsPath({ search, archived }: ConversationFilters, limit: number) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  query.set('archived', String(archived));
  query.set('limit', String(limit));
  return `${base}?${query}`;
}

/** GET /api/social/conversations: pinned first, then by last message; with the unread total. */
export async function getConversations(
  filters: ConversationFilters,
  limit = CONVERSATIONS_PAGE,
  signal?: AbortSignal,
) {
  const body = await apiFetch(conversationsPath(filters, limit), { signal });
  return parseAnswer(conversationsResponseSchema, body).data;
}

export const conversationsQueryOptions = (filters: ConversationFilters) =>
  queryOptions({
    queryKey: messagesKeys.list(filters),
    queryFn: ({ signal }) => getConversations(filters, CONVERSATIONS_PAGE, signal),
  });

/** One view of the list; a new search keeps the previous rows on screen while it loads. */
export function useConversations(filters: ConversationFilters) {
  return useQuery({ ...conversationsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** GET /api/social/conversations/{id}. */
export async function getConversation(id: string, signal?: AbortSignal) {
  const body = await apiFetch(one(id), { signal });
  return parseAnswer(conversationResponseSchema, body).data.conversation;
}

/** POST /api/social/conversations: a direct one (the existing one if any) or a group. */
export async function createConversation(body: CreateConversationBody) {
  const answer = await apiFetch(base, { method: 'POST', body });
  return parseAnswer(conversationResponseSchema, answer).data.conversation;
}

type Settings = Partial<
  Record<'is_muted' | 'is_archived' | 'is_pinned' | 'filter_enabled', boolean>
>;

/** PATCH .../settings: the caller's own mute, archive, pin and rude-word filter. */
export async function updateConversationSettings(id: string, body: Settings) {
  const answer = await apiFetch(`${one(id)}/settings`, { method: 'PATCH', body });
  return parseAnswer(conversationResponseSchema, answer).data.conversation;
}

/** PUT .../{id}: a group's name or description (owner and admins). */
export async function updateConversation(
  id: string,
  body: { name?: string; description?: string | null },
) {
  const answer = await apiFetch(one(id), { method: 'PUT', body });
  return parseAnswer(conversationResponseSchema, answer).data.conversation;
}

/** POST .../members: adds friends of the caller to a group. */
export async function addMembers(id: string, userIds: string[]) {
  const answer = await apiFetch(`${one(id)}/members`, {
    method: 'POST',
    body: { user_ids: userIds },
  });
  return parseAnswer(conversationResponseSchema, answer).data.conversation;
}

/**
 * DELETE .../members/{userId}: removes a member (answering the group as it now is), or the
 * caller themself, leaving (answering that they left: null here).
 */
export async function removeMember(id: string, userId: string) {
  const answer = await apiFetch(`${one(id)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
  const group = conversationResponseSchema.safeParse(answer);
  return group.success ? group.data.data.conversation : null;
}

/** PUT .../members/{userId}: the owner makes a member an admin, or an admin a member. */
export async function setMemberRole(id: string, userId: string, role: 'admin' | 'member') {
  const answer = await apiFetch(`${one(id)}/members/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { role },
  });
  return parseAnswer(conversationResponseSchema, answer).data.conversation;
}

/** POST .../accept: the caller accepts a message request. */
export async function acceptRequest(id: string) {
  const answer = await apiFetch(`${one(id)}/accept`, { method: 'POST' });
  return parseAnswer(conversationResponseSchema, answer).data.conversation;
}

/** POST .../read or .../delivered, up to a message (or everything). */
export async function markConversation(
  id: string,
  mark: 'read' | 'delivered',
  upToMessageId?: string,
) {
  const answer = await apiFetch(`${one(id)}/${mark}`, {
    method: 'POST',
    body: upToMessageId ? { up_to_message_id: upToMessageId } : {},
  });
  return parseAnswer(conversationMarkResponseSchema, answer).data;
}

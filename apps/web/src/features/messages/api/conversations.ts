import {
  CONVERSATIONS_MAX_LIMIT,
  conversationMarkResponseSchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  type CreateConversationBody,
} from '@quizarena/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';
import { parseAnswer } from '../../../lib/parse-answer';
import { messagesKeys, type ConversationFilters } from './keys';

/** The list shows this many conversations at first, and this many more at each Show more. */
export const CONVERSATIONS_PAGE = 50;

const base = '/api/social/conversations';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function conversationsPath(
  { search, archived }: ConversationFilters,
  limit: number,
  offset = 0,
) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  query.set('archived', String(archived));
  query.set('limit', String(limit));
  if (offset > 0) query.set('offset', String(offset));
  return `${base}?${query}`;
}

/**
 * GET /api/social/conversations: the first `shown` conversations, pinned first, then by last
 * message, with the total and the unread total. More than one call answers (the server's
 * pages hold at most CONVERSATIONS_MAX_LIMIT), read in turn and answered as one list, so every
 * live edit of the cached list (hooks/cache.ts) works on one shape however far the user went.
 */
export async function getConversations(
  filters: ConversationFilters,
  shown = CONVERSATIONS_PAGE,
  signal?: AbortSignal,
) {
  const first = await apiFetch(
    conversationsPath(filters, Math.min(shown, CONVERSATIONS_MAX_LIMIT)),
    {
      signal,
    },
  );
  const list = parseAnswer(conversationsResponseSchema, first).data;
  const seen = new Set(list.conversations.map((conversation) => conversation.id));
  let offset = list.conversations.length;
  let pageWasFull = offset === CONVERSATIONS_MAX_LIMIT;
  while (pageWasFull && offset < Math.min(shown, list.total)) {
    const limit = Math.min(shown - offset, CONVERSATIONS_MAX_LIMIT);
    const body = await apiFetch(conversationsPath(filters, limit, offset), { signal });
    const page = parseAnswer(conversationsResponseSchema, body).data;
    // A conversation that moved up between two calls shows once.
    const fresh = page.conversations.filter((conversation) => !seen.has(conversation.id));
    for (const conversation of fresh) seen.add(conversation.id);
    list.conversations.push(...fresh);
    list.total = page.total;
    list.unread_total = page.unread_total;
    offset += page.conversations.length;
    pageWasFull = page.conversations.length === limit;
  }
  return list;
}

export const conversationsQueryOptions = (filters: ConversationFilters, shown: number) =>
  queryOptions({
    queryKey: messagesKeys.list(filters, shown),
    queryFn: ({ signal }) => getConversations(filters, shown, signal),
  });

/**
 * One view of the list, its first `shown` conversations; a new search or Show more keeps the
 * rows on screen while it loads.
 */
export function useConversations(filters: ConversationFilters, shown = CONVERSATIONS_PAGE) {
  return useQuery({
    ...conversationsQueryOptions(filters, shown),
    placeholderData: keepPreviousData,
  });
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

/** PUT .../{id}: a group's name, description or picture (owner and admins). */
export async function updateConversation(
  id: string,
  body: { name?: string; description?: string | null; avatar_url?: string | null },
) {
  const answer = await apiFetch(one(id), { method: 'PUT', body });
  return parseAnswer(conversationResponseSchema, answer).data.conversation;
}

/** Uploads a picture to `conversations`, then makes it the group's picture. */
export async function changeGroupPicture(id: string, file: File) {
  const { url } = await uploadFile('conversations', file);
  return updateConversation(id, { avatar_url: url });
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

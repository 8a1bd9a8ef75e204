import type { Conversation, Friend, Message } from '@quizarena/contracts';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';
import { attachment, conversation as newConversation, ME, ok } from './fixtures';

export { json, refusal };

/**
 * A stand-in for the messages API over `fetch`: conversations, their messages (newest page,
 * and pages before a message), sending, marks, settings, friends and uploads, with every call
 * recorded. `on` replaces or adds an answer (a body, or a Response such as a refusal).
 */
export function fakeMessagesApi(
  state: {
    conversations?: Conversation[];
    messages?: Record<string, Message[]>;
    friends?: Friend[];
    pageSize?: number;
  } = {},
) {
  const conversations = state.conversations ?? [newConversation()];
  const messages = state.messages ?? {};
  const friends = state.friends ?? [];
  const pageSize = state.pageSize ?? 50;
  const uploads = new Map<string, ReturnType<typeof attachment>>();
  let uploaded = 0;

  const find = (id: string) => conversations.find((held) => held.id === id);

  function route(method: string, url: URL, body: unknown): unknown {
    const path = url.pathname;
    const one = /^\/api\/social\/conversations\/([^/]+)(?:\/(\w+))?$/.exec(path);
    if (method === 'GET' && path === '/api/social/conversations') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const archived = url.searchParams.get('archived') === 'true';
      const listed = conversations.filter(
        (held) =>
          held.is_archived === archived &&
          (!search ||
            (held.name ?? '').toLowerCase().includes(search) ||
            held.participants.some(
              (person) => person.user_id !== ME && person.full_name.toLowerCase().includes(search),
            )),
      );
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      return ok({
        conversations: listed.slice(offset, offset + limit),
        total: listed.length,
        unread_total: conversations
          .filter((held) => !held.is_muted)
          .reduce((sum, held) => sum + held.unread_count, 0),
      });
    }
    if (method === 'POST' && path === '/api/social/conversations') {
      const request = body as { participant_ids: string[]; is_group?: boolean; name?: string };
      const existing = conversations.find(
        (held) =>
          !held.is_group &&
          !request.is_group &&
          held.participants.some((person) => person.user_id === request.participant_ids[0]),
      );
      if (existing) return ok({ conversation: existing });
      return json(
        ok({ conversation: newConversation({ id: '00000000-0000-4000-8000-000000000777' }) }),
        201,
      );
    }
    if (one) {
      const [, id, action] = one;
      const held = find(id!);
      if (!held) return json({ message: 'Not found', error: 'Not Found', code: 'NOT_FOUND' }, 404);
      if (method === 'GET' && !action) return ok({ conversation: held });
      if (method === 'GET' && action === 'messages') {
        const all = messages[id!] ?? [];
        const before = url.searchParams.get('before');
        const end = before ? all.findIndex((message) => message.id === before) : all.length;
        const start = Math.max(0, end - pageSize);
        return ok({ messages: all.slice(start, end), has_more: start > 0 });
      }
      if (method === 'POST' && (action === 'read' || action === 'delivered'))
        return ok({ conversation_id: id, unread_count: 0, unread_total: 0 });
      if (method === 'PATCH' && action === 'settings')
        return ok({ conversation: { ...held, ...(body as object) } });
      if (method === 'POST' && action === 'accept')
        return ok({ conversation: { ...held, is_request: false } });
    }
    if (method === 'POST' && path === '/api/social/messages') {
      const request = body as {
        conversation_id: string;
        content: string;
        client_id: string;
        reply_to: string | null;
        attachment_id: string | null;
      };
      const replied = (messages[request.conversation_id] ?? []).find(
        (message) => message.id === request.reply_to,
      );
      const sent: Message = {
        id: '00000000-0000-4000-8000-000000000999',
        conversation_id: request.conversation_id,
        sender_id: ME,
        sender: { user_id: ME, name: 'Ada Lovelace', avatar_url: null },
        content: request.content,
        message_type: 'text',
        created_at: new Date().toISOString(),
        is_read: false,
        status: 'sent',
        reply_to: replied
          ? {
              id: replied.id,
              sender_name: replied.sender?.name ?? null,
              content: replied.content,
              removed: replied.removed,
            }
          : null,
        metadata: null,
        attachment: request.attachment_id ? (uploads.get(request.attachment_id) ?? null) : null,
        client_id: request.client_id,
        removed: false,
        deleted: false,
      };
      return json(ok({ message: sent }), 201);
    }
    if (method === 'GET' && path === '/api/social/friends')
      return ok({ friends, total: friends.length });
    if (method === 'POST' && path === '/api/uploads') {
      const file = (body as FormData).get('file') as File;
      uploaded += 1;
      const stored = attachment({
        id: `00000000-0000-4000-8000-${String(80_000 + uploaded).padStart(12, '0')}`,
        name: file.name,
        size: file.size,
        url: `/api/social/attachments/${uploaded}`,
      });
      uploads.set(stored.id, stored);
      return json(ok({ url: stored.url, path: `messages/${uploaded}`, attachment: stored }), 201);
    }
    throw new Error(`unexpected call ${method} ${url.pathname}${url.search}`);
  }

  return { ...fakeFetch(route), conversations, messages };
}

export type FakeMessagesApi = ReturnType<typeof fakeMessagesApi>;

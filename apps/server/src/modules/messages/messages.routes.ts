import {
  attachmentParamsSchema,
  attachmentQuerySchema,
  conversationMarkBodySchema,
  conversationMarkResponseSchema,
  conversationParamsSchema,
  messageResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageBodySchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { MessagesService } from './messages.service';

/** RFC 5987's attr-char leaves out these, which encodeURIComponent keeps. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `inline` or `attachment`, with the original name twice: plain ASCII for old clients (quotes,
 * backslashes and anything else replaced), and UTF-8 (RFC 5987) for everyone else.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

// A mark of everything may come without a body.
const markBody = conversationMarkBodySchema.nullish();

/** A conversation's messages, sending, read and delivered marks, and attachment files. */
export const messageRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.get(
    '/social/conversations/:id/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'A page of a conversation’s messages, oldest first within the page',
        description:
          'The newest `limit` messages (past `offset`), or with `before` (a message id) those ' +
          'before it, for scrolling up; `has_more` says whether older ones remain. You see ' +
          'what was sent since you joined.',
        params: conversationParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messages.list(request.auth!.user.id, request.params.id, request.query),
    }),
  );

  app.post(
    '/social/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send a message',
        description:
          'Text (trimmed; it may be empty with an attachment), an optional reply to a message ' +
          'of the same conversation and an attachment you uploaded and have not sent yet. ' +
          'Every participant receives their own copy on their inbox channel. A direct ' +
          'conversation follows the social rules at each send: a block either way, or a player ' +
          'under 16 who is not your friend, answers 403; a message request allows one message ' +
          'until it is accepted. At most 60 messages a minute (429 with Retry-After). A player a ' +
          'moderator muted gets 403 MUTED until the mute ends.',
        body: sendMessageBodySchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { user } = request.auth!;
      const message = await messages.send(user.id, request.body, user.mutedUntil);
      return reply.code(201).send({ success: true as const, data: { message } });
    },
  );

  for (const [mark, read] of [
    ['read', true],
    ['delivered', false],
  ] as const) {
    app.post(
      `/social/conversations/:id/${mark}`,
      {
        schema: {
          tags: ['messages'],
          summary: read
            ? 'Mark a conversation read, up to a message or all of it'
            : 'Mark a conversation’s messages delivered to you, up to a message or all',
          description:
            (read
              ? 'Zeroes the unread count when read to the latest and marks the conversation’s ' +
                'message notification read. '
              : '') +
            'Marks only move forward; the other participants receive a `receipt` on their ' +
            'inbox channel.',
          params: conversationParamsSchema,
          body: markBody,
          response: { 200: conversationMarkResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await messages.mark(
          request.auth!.user.id,
          request.params.id,
          request.body?.up_to_message_id,
          read,
        ),
      }),
    );
  }

  app.get(
    '/social/attachments/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['messages'],
        summary: 'An attachment’s file, through the signed address a participant was given',
        description:
          'Public, because an image element sends no token: the signature (an hour or a ' +
          'little more) is the access. A tampered or expired address is not found. Images ' +
          'show inline; every other kind downloads under its original name.',
        params: attachmentParamsSchema,
        querystring: attachmentQuerySchema,
        response: {
          200: {
            description: 'The file',
            content: {
              'application/octet-stream': { schema: z.any().describe('The file’s bytes') },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { row, file, maxAgeSeconds } = await messages.openAttachment(
        request.params.id,
        request.query,
      );
      const thumbnail = request.query.variant === 'thumbnail';
      const inline = thumbnail || row.kind === 'image';
      return (
        reply
          .type(thumbnail ? 'image/webp' : row.mimeType)
          .header('content-length', String(file.size))
          .header('cache-control', `private, max-age=${maxAgeSeconds}`)
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-disposition',
            contentDisposition(inline ? 'inline' : 'attachment', row.originalName),
          )
          // Opened on its own, the file runs nothing and reaches nothing.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
          )
          .send(file.body)
      );
    },
  );
};

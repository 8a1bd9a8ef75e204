import {
  addMembersBodySchema,
  conversationMemberParamsSchema,
  conversationParamsSchema,
  conversationResponseSchema,
  conversationSettingsBodySchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  createConversationBodySchema,
  leaveConversationResponseSchema,
  memberRoleBodySchema,
  updateConversationBodySchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { ConversationsService } from './conversations.service';

const conversation = <T>(data: T) => ({ success: true as const, data: { conversation: data } });

/** The caller's conversations: direct and group, their settings, members and requests. */
export const conversationRoutes: FastifyPluginAsyncZod<{
  conversations: ConversationsService;
}> = async (app, { conversations }) => {
  app.post(
    '/social/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: 'Open a direct conversation or create a group',
        description:
          'One other person without `is_group`: the pair’s direct conversation, answered 200 ' +
          'when it already exists. When the other only hears from friends, it starts as a ' +
          'message request: one message until they accept. Someone who blocked you, a player ' +
          'under 16 who is not your friend, and an unknown id all answer 404. A group needs a ' +
          'name, and only your friends can be in it; you own it.',
        body: createConversationBodySchema,
        response: {
          200: conversationResponseSchema,
          201: conversationResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const opened = await conversations.create(request.auth!.user.id, request.body);
      return reply.code(opened.created ? 201 : 200).send(conversation(opened.conversation));
    },
  );

  app.get(
    '/social/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: 'Your conversations: pinned first, then the latest message',
        description:
          '`search` matches group names and the other participants’ names; `archived=true` ' +
          'lists the archived ones. `unread_total` counts unread messages of conversations ' +
          'you have not muted.',
        querystring: conversationsQuerySchema,
        response: { 200: conversationsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await conversations.list(request.auth!.user.id, request.query),
    }),
  );

  app.get(
    '/social/conversations/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'One of your conversations',
        description: 'A conversation you are not in is not found.',
        params: conversationParamsSchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      conversation(await conversations.get(request.auth!.user.id, request.params.id)),
  );

  app.put(
    '/social/conversations/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'Rename a group, or change its description or picture (owner and admins)',
        description:
          '`avatar_url` is a picture uploaded with `path: conversations`, or null. A new name ' +
          'adds a system line to the conversation.',
        params: conversationParamsSchema,
        body: updateConversationBodySchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      conversation(
        await conversations.update(request.auth!.user.id, request.params.id, request.body),
      ),
  );

  app.patch(
    '/social/conversations/:id/settings',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mute, archive, pin a conversation, or turn its word filter on or off',
        description:
          'Your own view only. The word filter stays on for players under 16 (403 to turn it ' +
          'off).',
        params: conversationParamsSchema,
        body: conversationSettingsBodySchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      conversation(
        await conversations.settings(request.auth!.user.id, request.params.id, request.body),
      ),
  );

  app.post(
    '/social/conversations/:id/members',
    {
      schema: {
        tags: ['messages'],
        summary: 'Add your friends to a group (owner and admins)',
        description: 'People already in stay as they are; each one added gets a system line.',
        params: conversationParamsSchema,
        body: addMembersBodySchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      conversation(
        await conversations.addMembers(
          request.auth!.user.id,
          request.params.id,
          request.body.user_ids,
        ),
      ),
  );

  app.delete(
    '/social/conversations/:id/members/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: 'Remove someone from a group, or leave it (your own id)',
        description:
          'The owner removes anyone, an admin members only. Leaving answers `left`; an owner ' +
          'who leaves hands the group to the oldest admin, else the oldest member.',
        params: conversationMemberParamsSchema,
        response: {
          200: z.union([conversationResponseSchema, leaveConversationResponseSchema]),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const result = await conversations.removeMember(
        request.auth!.user.id,
        request.params.id,
        request.params.userId,
      );
      return 'left' in result ? { success: true as const, data: result } : conversation(result);
    },
  );

  app.put(
    '/social/conversations/:id/members/:userId',
    {
      schema: {
        tags: ['messages'],
        summary: 'Make a member an admin, or an admin a member (owner only)',
        params: conversationMemberParamsSchema,
        body: memberRoleBodySchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      conversation(
        await conversations.setRole(
          request.auth!.user.id,
          request.params.id,
          request.params.userId,
          request.body.role,
        ),
      ),
  );

  app.post(
    '/social/conversations/:id/accept',
    {
      schema: {
        tags: ['messages'],
        summary: 'Accept a message request',
        description: 'The sender may then write freely. Accepting twice changes nothing.',
        params: conversationParamsSchema,
        response: { 200: conversationResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      conversation(await conversations.accept(request.auth!.user.id, request.params.id)),
  );
};

import {
  blockBodySchema,
  blockedUsersResponseSchema,
  friendRespondBodySchema,
  friendsQuerySchema,
  friendsResponseSchema,
  pendingRequestsResponseSchema,
  relationshipChangeResponseSchema,
  relationshipResponseSchema,
  socialProfileBodySchema,
  socialProfileResponseSchema,
  socialSettingsBodySchema,
  socialSettingsResponseSchema,
  socialUserBodySchema,
  socialUserParamsSchema,
  userBrowseQuerySchema,
  userBrowseResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { SocialService } from './social.service';

const tags = ['social'];
const CHANGE_ANSWER =
  'Answers where the two now stand from the caller’s side; both players’ `user:{userId}:inbox` ' +
  'channels hear a `relationship` event after the change.';

/** Friends, requests, blocks, finding players and the caller's reach settings. */
export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService }> = async (
  app,
  { social },
) => {
  app.post(
    '/social/friends/request',
    {
      schema: {
        tags,
        summary: 'Send a friend request (or accept theirs, when they already asked you)',
        description:
          'If the player already asked the caller, the two become friends at once. Repeating ' +
          'a request already sent, or asking a friend, changes nothing and answers the same. ' +
          'Not found: no such player, a player who blocked the caller, a hidden profile or a ' +
          'player under 16 who is not a friend. 403 when their setting refuses the caller, 409 ' +
          'when the caller blocked them, 429 past the day’s requests. ' +
          CHANGE_ANSWER,
        body: socialUserBodySchema,
        response: {
          200: relationshipChangeResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.request(request.auth!.user.id, request.body.user_id),
    }),
  );

  app.post(
    '/social/friends/respond',
    {
      schema: {
        tags,
        summary: 'Accept or decline the friend request a player sent you',
        description:
          'Accepting makes the two friends (repeating an accept answers the same); declining ' +
          'deletes the request. ' +
          CHANGE_ANSWER,
        body: friendRespondBodySchema,
        response: { 200: relationshipChangeResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.respond(request.auth!.user.id, request.body.user_id, request.body.accept),
    }),
  );

  app.get(
    '/social/friends',
    {
      schema: {
        tags,
        summary: 'Your friends, by name, with presence and level',
        description: 'Paged with `limit` and `offset`; `total` counts them all.',
        querystring: friendsQuerySchema,
        response: { 200: friendsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.friends(request.auth!.user.id, request.query),
    }),
  );

  app.get(
    '/social/friends/pending',
    {
      schema: {
        tags,
        summary: 'Friend requests waiting: received (`requests`) and sent',
        description: 'Newest first, at most 200 each way.',
        response: { 200: pendingRequestsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.pending(request.auth!.user.id),
    }),
  );

  app.delete(
    '/social/friends/remove',
    {
      schema: {
        tags,
        summary: 'End a friendship, or take back a request you sent',
        description: CHANGE_ANSWER,
        body: socialUserBodySchema,
        response: { 200: relationshipChangeResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.remove(request.auth!.user.id, request.body.user_id),
    }),
  );

  app.post(
    '/social/users/block',
    {
      schema: {
        tags,
        summary: 'Block a player: any friendship ends and requests both ways are deleted',
        description:
          'The blocked player can no longer find, ask or message the caller. The reason is ' +
          'shown to the caller only. ' +
          CHANGE_ANSWER,
        body: blockBodySchema,
        response: { 200: relationshipChangeResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.block(request.auth!.user.id, request.body.user_id, request.body.reason),
    }),
  );

  app.post(
    '/social/users/unblock',
    {
      schema: {
        tags,
        summary: 'Lift a block you made',
        description: CHANGE_ANSWER,
        body: socialUserBodySchema,
        response: { 200: relationshipChangeResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.unblock(request.auth!.user.id, request.body.user_id),
    }),
  );

  app.get(
    '/social/users/blocked',
    {
      schema: {
        tags,
        summary: 'The players you blocked, newest first, with your reasons',
        response: { 200: blockedUsersResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.blocked(request.auth!.user.id),
    }),
  );

  app.get(
    '/social/users/search',
    {
      schema: {
        tags,
        summary: 'Find players by name',
        description:
          'The query is trimmed and matched anywhere in the full name, ignoring case; a blank ' +
          'query finds no one. Lists neither players who blocked the caller or whom the caller ' +
          'blocked, nor hidden profiles and players under 16 who are not friends. 429 past the ' +
          'searches a minute (shared with browse).',
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.search(request.auth!.user.id, request.query),
    }),
  );

  app.get(
    '/social/users/browse',
    {
      schema: {
        tags,
        summary: 'Browse players a page at a time',
        description:
          'Sorted by `newest`, `points`, `games_played` or `alphabetical`; lists the same ' +
          'players as search. 429 past the searches a minute (shared with search).',
        querystring: userBrowseQuerySchema,
        response: { 200: userBrowseResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.browse(request.auth!.user.id, request.query),
    }),
  );

  app.post(
    '/social/users/profile',
    {
      schema: {
        tags,
        summary: 'Change your display name',
        description:
          '`user_id` must be the caller’s own (403 otherwise); `email`, when sent, must be the ' +
          'address of the caller’s account and is never shown to anyone.',
        body: socialProfileBodySchema,
        response: { 200: socialProfileResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.updateProfile(request.auth!, request.body),
    }),
  );

  app.get(
    '/social/users/:userId/relationship',
    {
      schema: {
        tags,
        summary: 'Where you stand with a player, and whether you may ask or message them',
        description:
          'Not found when the player blocked the caller, is disabled, or is a hidden profile or ' +
          'under 16 and not a friend. Presence shows to friends only.',
        params: socialUserParamsSchema,
        response: { 200: relationshipResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.relationship(request.auth!.user.id, request.params.userId),
    }),
  );

  app.get(
    '/social/settings',
    {
      schema: {
        tags,
        summary: 'Who may send you friend requests and messages',
        response: { 200: socialSettingsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.settings(request.auth!.user.id),
    }),
  );

  app.put(
    '/social/settings',
    {
      schema: {
        tags,
        summary: 'Change who may send you friend requests and messages',
        description:
          'Fields not sent keep their value. Players under 16 hear from friends only whatever ' +
          'is set (`restricted_to_friends`).',
        body: socialSettingsBodySchema,
        response: { 200: socialSettingsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await social.saveSettings(request.auth!.user.id, request.body),
    }),
  );
};

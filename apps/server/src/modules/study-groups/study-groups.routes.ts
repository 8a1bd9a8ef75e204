import {
  addStudyResourceBodySchema,
  createStudyGroupBodySchema,
  idParamsSchema,
  joinStudyGroupBodySchema,
  joinStudyGroupResponseSchema,
  manageStudyGroupBodySchema,
  rateStudyGroupBodySchema,
  studyGroupDeletedResponseSchema,
  studyGroupInviteParamsSchema,
  studyGroupMembersResponseSchema,
  studyGroupResponseSchema,
  studyGroupsQuerySchema,
  studyGroupsResponseSchema,
  studyResourceParamsSchema,
  studyResourcesResponseSchema,
  updateStudyGroupBodySchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { StudyGroupsService } from './study-groups.service';

const tags = ['study-groups'];

/** Study groups (docs/DECISIONS.md #52, docs/ARCHITECTURE.md, Study groups). */
export const studyGroupsRoutes: FastifyPluginAsyncZod<{ studyGroups: StudyGroupsService }> = async (
  app,
  { studyGroups },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.post(
    '/study-groups',
    {
      schema: {
        tags,
        summary: 'Create a study group',
        description:
          'You own it; its chat (a group conversation, `conversation_id`) opens with you in it. ' +
          'An invite-only group gets an invite code (`invite_code`, shown to its owner and ' +
          'moderators). `avatar_url` is a picture uploaded with path `conversations`.',
        body: createStudyGroupBodySchema,
        response: { 201: studyGroupResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok({ group: await studyGroups.create(request.auth!.user.id, request.body) })),
  );

  app.get(
    '/study-groups',
    {
      schema: {
        tags,
        summary: 'Find study groups',
        description:
          'Discover: public and private groups, and invite-only ones you are in, newest first ' +
          '(50 by default). With `my_groups=true`: your groups (20 by default). Filters: ' +
          '`search` (name, description, tags), `category_id`, `difficulty_level`. Each card ' +
          'shows its first three members, owner first.',
        querystring: studyGroupsQuerySchema,
        response: { 200: studyGroupsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await studyGroups.list(request.auth!.user.id, request.query)),
  );

  app.get(
    '/study-group-invites/:code',
    {
      schema: {
        tags,
        summary: 'The group of an invite link',
        description:
          'The invite-only group whose invite code this is, so you can see it and join it ' +
          '(`POST /api/study-groups/{id}/join` with the code). 404 for a code that is not ' +
          '(or no longer) valid.',
        params: studyGroupInviteParamsSchema,
        response: { 200: studyGroupResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok({ group: await studyGroups.byInvite(request.auth!.user.id, request.params.code) }),
  );

  app.get(
    '/study-groups/:id',
    {
      schema: {
        tags,
        summary: 'A study group',
        description:
          'The group with all its members (a private group’s members only to its members: ' +
          'others see the card’s first three). An invite-only group is 404 to anyone outside it.',
        params: idParamsSchema,
        response: { 200: studyGroupResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok({ group: await studyGroups.get(request.auth!.user.id, request.params.id) }),
  );

  app.put(
    '/study-groups/:id',
    {
      schema: {
        tags,
        summary: 'Change a study group',
        description:
          'The owner changes any field of the form (others: 403). `max_members` below the ' +
          'members it has is 409 naming it. Its chat takes a new name and picture.',
        params: idParamsSchema,
        body: updateStudyGroupBodySchema,
        response: { 200: studyGroupResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok({
        group: await studyGroups.update(request.auth!.user.id, request.params.id, request.body),
      }),
  );

  app.delete(
    '/study-groups/:id',
    {
      schema: {
        tags,
        summary: 'Delete a study group',
        description:
          'The owner deletes the group with its chat and history, requests, ratings, resources ' +
          'and sessions (others: 403).',
        params: idParamsSchema,
        response: { 200: studyGroupDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await studyGroups.remove(request.auth!.user.id, request.params.id)),
  );

  app.post(
    '/study-groups/:id/join',
    {
      schema: {
        tags,
        summary: 'Join a study group',
        description:
          'A public group: you are in (`joined`). A private group: your request (with ' +
          '`join_message`) goes to its owner and moderators (`requested`). An invite-only ' +
          'group: with its `invite_code` (403 naming it otherwise). A full group is 409 ' +
          '(‘This study group is full’); a member joining again is 409.',
        params: idParamsSchema,
        body: joinStudyGroupBodySchema,
        response: { 200: joinStudyGroupResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await studyGroups.join(request.auth!.user.id, request.params.id, request.body)),
  );

  app.post(
    '/study-groups/:id/leave',
    {
      schema: {
        tags,
        summary: 'Leave a study group',
        description:
          'You leave the group and its chat. The owner is refused (409 ‘Transfer ownership ' +
          'before leaving’).',
        params: idParamsSchema,
        response: { 200: studyGroupResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok({ group: await studyGroups.leave(request.auth!.user.id, request.params.id) }),
  );

  app.get(
    '/study-groups/:id/members',
    {
      schema: {
        tags,
        summary: 'A study group’s members',
        description:
          'Members with their role, presence, joining time and sessions attended; pending ' +
          'join requests for the owner and moderators. A private or invite-only group’s ' +
          'members are 404 to anyone outside it.',
        params: idParamsSchema,
        response: { 200: studyGroupMembersResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await studyGroups.members(request.auth!.user.id, request.params.id)),
  );

  app.post(
    '/study-groups/:id/manage',
    {
      schema: {
        tags,
        summary: 'Manage a study group’s members',
        description:
          'Moderators approve and reject requests and remove members; the owner also promotes, ' +
          'demotes, transfers ownership (becoming a moderator) and resets the invite link (the ' +
          'old code stops working). Anyone else: 403; an unknown member or request: 404.',
        params: idParamsSchema,
        body: manageStudyGroupBodySchema,
        response: { 200: studyGroupResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok({
        group: await studyGroups.manage(request.auth!.user.id, request.params.id, request.body),
      }),
  );

  app.post(
    '/study-groups/:id/rating',
    {
      schema: {
        tags,
        summary: 'Rate a study group',
        description: 'A member’s stars, one to five; rating again changes them.',
        params: idParamsSchema,
        body: rateStudyGroupBodySchema,
        response: { 200: studyGroupResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        group: await studyGroups.rate(
          request.auth!.user.id,
          request.params.id,
          request.body.rating,
        ),
      }),
  );

  app.get(
    '/study-groups/:id/resources',
    {
      schema: {
        tags,
        summary: 'A study group’s shared resources',
        description: 'Links and files shared by the members, newest first. Members only.',
        params: idParamsSchema,
        response: { 200: studyResourcesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({ resources: await studyGroups.resources(request.auth!.user.id, request.params.id) }),
  );

  app.post(
    '/study-groups/:id/resources',
    {
      schema: {
        tags,
        summary: 'Share a resource',
        description:
          'A member shares a link, or a file uploaded with path `messages` (its ' +
          '`attachment_id`, yours and not sent in a message). Answers the resources.',
        params: idParamsSchema,
        body: addStudyResourceBodySchema,
        response: {
          201: studyResourcesResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        ok({
          resources: await studyGroups.addResource(
            request.auth!.user.id,
            request.params.id,
            request.body,
          ),
        }),
      ),
  );

  app.delete(
    '/study-groups/:id/resources/:resourceId',
    {
      schema: {
        tags,
        summary: 'Remove a shared resource',
        description: 'Whoever added it, the owner or a moderator (others: 403).',
        params: studyResourceParamsSchema,
        response: { 200: studyGroupDeletedResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await studyGroups.deleteResource(
          request.auth!.user.id,
          request.params.id,
          request.params.resourceId,
        ),
      ),
  );
};

import {
  idParamsSchema,
  moderationApproveBodySchema,
  moderationClaimResponseSchema,
  moderationDecisionResponseSchema,
  moderationItemResponseSchema,
  moderationPendingQuerySchema,
  moderationPendingResponseSchema,
  moderationRejectBodySchema,
} from '@quizarena/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ModerationQueue } from './moderation-queue.service';

const tags = ['moderation'];
// The guard answers 401 without a session and 403 to anyone but a moderator or an admin.
const staff = { auth: 'moderator' as const };
const decisionErrors = errorResponses(400, 401, 403, 404, 409);

const moderatorOf = (request: FastifyRequest) => ({ id: request.auth!.user.id, ip: request.ip });

/** The moderation queue (docs/ARCHITECTURE.md, Moderation queue): moderators and admins. */
export const moderationQueueRoutes: FastifyPluginAsyncZod<{ queue: ModerationQueue }> = async (
  app,
  { queue },
) => {
  app.get(
    '/admin/moderation/pending',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The moderation queue',
        description:
          'Moderators: pending reports, flagged sessions and question sets asked to be ' +
          'published, oldest first (`kind` keeps one ' +
          'source), each with who holds its claim; `counts` are all pending items of each kind.',
        querystring: moderationPendingQuerySchema,
        response: { 200: moderationPendingResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await queue.pending(request.query, request.auth!.user.id),
    }),
  );

  app.get(
    '/admin/moderation/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One moderation item',
        description:
          'Moderators: the item with the content as it was reported, its context (the lines ' +
          'around a reported message; a flagged session’s answer times against the reading ' +
          'floor; a question set’s every question with its answer) and the person’s record.',
        params: idParamsSchema,
        response: { 200: moderationItemResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await queue.get(request.params.id, request.auth!.user.id),
    }),
  );

  app.post(
    '/admin/moderation/:id/claim',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Claim a moderation item',
        description:
          'Moderators: keeps the item from other moderators for 15 minutes (again: renews). ' +
          '409 ITEM_CLAIMED while another moderator holds it, 409 ITEM_DECIDED once decided.',
        params: idParamsSchema,
        response: { 200: moderationClaimResponseSchema, ...decisionErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await queue.claim(request.params.id, request.auth!.user.id),
    }),
  );

  app.post(
    '/admin/moderation/:id/approve',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Uphold a moderation item',
        description:
          'Moderators: upholds a report or confirms a flag (its points are taken back through ' +
          'the ledger, at most what the player holds), with a `reason`; `remove_content` ' +
          'removes a reported message; `sanction` warns, mutes (until `until`), suspends (until ' +
          '`until`) or bans the person. The reporter is told the outcome. Takes the claim ' +
          'first (409 ITEM_CLAIMED when someone else holds it). A publication request is ' +
          'approved: the question set is listed and its author told, `reason` as the note they ' +
          'read (no `remove_content` or `sanction`). Audited.',
        params: idParamsSchema,
        body: moderationApproveBodySchema,
        response: { 200: moderationDecisionResponseSchema, ...decisionErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await queue.approve(request.params.id, request.body, moderatorOf(request)),
    }),
  );

  app.post(
    '/admin/moderation/:id/reject',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Dismiss a moderation item',
        description:
          'Moderators: dismisses a report (the reporter is told nothing was found) or clears a ' +
          'flag (the session’s points go on the leaderboards), or refuses to list a question ' +
          'set (its author reads `reason` as the note), with a `reason`. Audited.',
        params: idParamsSchema,
        body: moderationRejectBodySchema,
        response: { 200: moderationDecisionResponseSchema, ...decisionErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await queue.reject(request.params.id, request.body.reason, moderatorOf(request)),
    }),
  );
};

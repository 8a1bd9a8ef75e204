import {
  challengeResponseSchema,
  challengesQuerySchema,
  challengesResponseSchema,
  createChallengeBodySchema,
  idParamsSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ChallengesService } from './challenges.service';

const TOLD =
  'Everyone in the challenge hears of each change on their inbox channel as ' +
  '`{type: "challenge", challenge_id, change, game_id}`; read the challenge again for the rest.';

/** Challenges between friends (docs/DECISIONS.md #51, docs/ARCHITECTURE.md, Challenges). */
export const challengesRoutes: FastifyPluginAsyncZod<{ challenges: ChallengesService }> = async (
  app,
  { challenges },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const one = async (work: Promise<Awaited<ReturnType<ChallengesService['get']>>>) =>
    ok({ challenge: await work });

  app.post(
    '/games/challenge/create',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Challenge friends',
        description:
          'Challenges one friend in realtime (a live game for both when they accept while you ' +
          'are online) or up to five asynchronously (each plays the same questions in the same ' +
          'order before it expires). Friends only: anyone else, or a block either way, is 403 ' +
          'naming `challenged_user_ids`. The questions are drawn now from the topic (or every ' +
          'category, `general`); too few is 409. Each friend gets a `quiz_challenge` message ' +
          'from you in your direct conversation and a notification. ' +
          TOLD,
        body: createChallengeBodySchema,
        response: { 201: challengeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await one(challenges.create(request.auth!.user.id, request.body))),
  );

  /** The calls on one challenge: who may make them is the service's rule. */
  const actions: {
    action: 'accept' | 'decline' | 'cancel' | 'play';
    summary: string;
    description: string;
    errors: Parameters<typeof errorResponses>;
  }[] = [
    {
      action: 'accept',
      summary: 'Accept a challenge',
      description:
        'A challenged friend accepts (accepting again changes nothing). A realtime challenge ' +
        'whose challenger is online starts its live game for both (`game_id`, and a ' +
        '`started` event to both); with the challenger offline it becomes async and you may ' +
        'play at once. Refused (403) once you are no longer friends.',
      errors: [400, 401, 403, 404, 409],
    },
    {
      action: 'decline',
      summary: 'Decline a challenge',
      description:
        'A challenged friend says no (again: unchanged). When every friend declined, the ' +
        'challenge is declined.',
      errors: [400, 401, 403, 404, 409],
    },
    {
      action: 'cancel',
      summary: 'Cancel a challenge',
      description:
        'The challenger withdraws the challenge before anyone played it (409 once a play or ' +
        'its live game began).',
      errors: [400, 401, 403, 404, 409],
    },
    {
      action: 'play',
      summary: 'Play an async challenge',
      description:
        'Opens your own play of an async challenge (the challenger, or a friend who ' +
        'accepted): a live game of its questions in their order for you alone, started when ' +
        'you connect to it (`my_game_id`, played at the web client’s ' +
        '`/game/multiplayer/{id}`). Asked again while it is open, the same game. The result ' +
        'shows once everyone has played.',
      errors: [400, 401, 404, 409],
    },
  ];
  for (const { action, summary, description, errors } of actions) {
    app.post(
      `/games/challenge/:id/${action}`,
      {
        schema: {
          tags: ['challenges'],
          summary,
          description: `${description} ${TOLD}`,
          params: idParamsSchema,
          response: { 200: challengeResponseSchema, ...errorResponses(...errors) },
        },
      },
      async (request) => one(challenges[action](request.auth!.user.id, request.params.id)),
    );
  }

  app.get(
    '/games/challenges',
    {
      schema: {
        tags: ['challenges'],
        summary: 'Your challenges',
        description:
          'By box: `received` (waiting for your answer), `sent` (yours, waiting for answers), ' +
          '`active` (accepted, being played), `finished` (completed, declined, expired, ' +
          'cancelled, or one you declined); all without one. Newest first, with your head to ' +
          'head against each friend over completed challenges, and how many you won.',
        querystring: challengesQuerySchema,
        response: { 200: challengesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await challenges.list(request.auth!.user.id, request.query)),
  );

  app.get(
    '/games/challenges/:id',
    {
      schema: {
        tags: ['challenges'],
        summary: 'A challenge',
        description:
          'A challenge you are in, as it stands (others’ plays show once it is completed). ' +
          '404 for anyone else.',
        params: idParamsSchema,
        response: { 200: challengeResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => one(challenges.get(request.auth!.user.id, request.params.id)),
  );
};

import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiPath, OPERATION_NAMES } from './operation-names';

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * Drops component schemas no operation reaches: the zod registry yields an input and an output
 * variant of every named schema, and a document listing the unused half misleads its readers.
 */
export function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const { components, ...rest } = document as OpenApiDocument & {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) =>
      decodeURIComponent(match[1]!.replace(/~1/g, '/').replace(/~0/g, '~')),
    );
  const used = new Set<string>();
  const pending = refsIn({ ...rest, components: { ...components, schemas: undefined } });
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name) || !(name in schemas)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...rest, components: { ...components, schemas: kept } } as OpenApiDocument;
}

/** The OpenAPI document, generated from the zod contracts, at /api/docs (UI) and /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  // Route files stay as they are: each documented route gets its name from the one table.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.length !== 1 || route.schema?.hide) return;
    const operationId = OPERATION_NAMES[`${methods[0]} ${openApiPath(route.url)}`];
    if (operationId) route.schema = { ...route.schema, operationId };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'QuizArena API',
        description:
          'The QuizArena HTTP API. Every request and answer shape comes from the shared zod contracts. Errors answer `{ message, error, code }`.',
        version: '0.1.0',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // Relative, so the document is right for whichever address serves it.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: [
        { name: 'auth', description: 'Accounts, sign-in, sessions and profile basics' },
        { name: 'content', description: 'Categories, topics and questions' },
        { name: 'content-admin', description: 'Catalogue writes and full reads, for admins' },
        {
          name: 'question-sets',
          description:
            'Educators’ own question sets: writing them, sharing them by link, asking to publish them',
        },
        {
          name: 'question-io',
          description:
            'A question set’s questions as files: import from CSV or JSON (all or nothing, every ' +
            'bad row reported with its line), export in the same format, the template ' +
            '(docs/IMPORTING.md)',
        },
        { name: 'profile', description: 'Public player profiles' },
        { name: 'quiz', description: 'Solo quiz play: sessions, questions, answers, results' },
        {
          name: 'review',
          description:
            'Spaced repetition: what is due, review rounds played like practice, mastery per topic',
        },
        { name: 'scoring', description: 'Points, stats, activity, analytics and progress' },
        { name: 'achievements', description: 'The achievement catalogue and unlocks' },
        { name: 'leaderboard', description: 'Boards, ranks and windows' },
        {
          name: 'ratings',
          description:
            'Skill ratings (OpenSkill) per player and category from rated live games: boards and a player’s ratings',
        },
        {
          name: 'assessment',
          description:
            'The Big Five personality assessment (IPIP-NEO-120 and a short form), its results, a parent’s consent for players under 16, and career advice from O*NET occupations',
        },
        { name: 'operations', description: 'Health and readiness' },
        {
          name: 'uploads',
          description: 'Uploads (multipart): avatars, group pictures, message attachments',
        },
        {
          name: 'privacy',
          description:
            'A copy of all your data: asked for, built in the background with its progress, ' +
            'downloaded as a ZIP for a limited time',
        },
        {
          name: 'messages',
          description: 'Conversations, messages, read receipts and attachments',
        },
        { name: 'reports', description: 'Reporting messages and players to the moderators' },
        {
          name: 'disputes',
          description:
            'Disputing the answer of a question of one’s own quiz, for the moderators, and what became of it',
        },
        {
          name: 'games',
          description:
            'Live games: the lobby’s rooms, joining as a player or spectator, the host’s ' +
            'changes and end. Play runs over the realtime socket (see realtime).',
        },
        {
          name: 'matchmaking',
          description:
            'Quick Match and competitive mode’s search for an opponent of similar skill; a match ' +
            'is a live game (see games).',
        },
        {
          name: 'challenges',
          description:
            'Challenges between friends: realtime (a live game for both, see games) or async ' +
            '(each plays the same questions in the same order, whenever they like before it ' +
            'expires); the boxes, head to head and challenges won.',
        },
        {
          name: 'study-groups',
          description:
            'Study groups: public, private (join requests) or invite only (an invite link); ' +
            'roles (owner, moderators, members), the group chat (a conversation, and the ' +
            'study_group:{id}:message channel), ratings and shared resources.',
        },
        {
          name: 'tournaments',
          description:
            'Tournaments: seats with the entry fee escrowed through the ledger, states moved by ' +
            'the scheduler, a bracket seeded by skill rating whose matches are live games (see ' +
            'games), prizes paid by place from the escrow, and the tournament:{id}:bracket ' +
            'channel.',
        },
        {
          name: 'realtime',
          description:
            'The WebSocket at /ws (not an HTTP operation, so not listed): open it with a ticket ' +
            'from POST /api/realtime/ticket. Frames are JSON {event, payload}; the schemas are ' +
            'in packages/contracts/src/realtime/events.ts.',
        },
        {
          name: 'social',
          description: 'Friends, blocks, finding players, presence and notifications',
        },
        {
          name: 'admin',
          description:
            'The admin console: accounts (role, standing, sessions), the audit log, and the ' +
            'career tools (a player’s recommendations and their rules-based analysis, occupation ' +
            'curation, assigned learning paths)',
        },
        {
          name: 'moderation',
          description:
            'The moderation queue (moderators and admins): reports, flagged sessions and disputed ' +
            'answers, claims, decisions',
        },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

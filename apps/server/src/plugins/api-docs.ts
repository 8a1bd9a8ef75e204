import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the zod contracts, at /api/docs (UI) and /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'QuizArena API',
        description:
          'The QuizArena HTTP API. Every request and answer shape comes from the shared zod contracts. Errors answer `{ message, error, code }`.',
        version: '0.1.0',
      },
      tags: [
        { name: 'auth', description: 'Accounts, sign-in, sessions and profile basics' },
        { name: 'content', description: 'Categories, topics and questions' },
        { name: 'operations', description: 'Health and readiness' },
        { name: 'uploads', description: 'Avatar uploads (multipart)' },
        {
          name: 'realtime',
          description:
            'The WebSocket at /ws (not an HTTP operation, so not listed): open it with a ticket ' +
            'from POST /api/realtime/ticket. Frames are JSON {event, payload}; the schemas are ' +
            'in packages/contracts/src/realtime/events.ts.',
        },
        { name: 'social', description: 'Presence (online status); friends and messages later' },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

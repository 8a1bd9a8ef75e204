import {
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
  notificationsQuerySchema,
  notificationsReadBodySchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { NotificationsService } from './notifications.service';

/** The caller's own notifications and how they want them. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  app.get(
    '/social/notifications',
    {
      schema: {
        tags: ['social'],
        summary: 'Your notifications: unread first, then the latest',
        description:
          'Paged with `limit` and `offset`; `filter=unread` keeps the unread ones and `kind` one ' +
          'kind. `unread_count` is the bell badge. New ones are also pushed on the ' +
          '`user:{userId}:inbox` channel.',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.list(request.auth!.user.id, request.query),
    }),
  );

  app.put(
    '/social/notifications/read',
    {
      schema: {
        tags: ['social'],
        summary: 'Mark notifications read: the given ids, or all',
        description:
          'Ids that are not the caller’s, or already read, change nothing and are not an error.',
        body: notificationsReadBodySchema,
        response: { 200: notificationsReadResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.markRead(
        request.auth!.user.id,
        request.body.notification_ids ?? 'all',
      ),
    }),
  );

  app.get(
    '/social/notifications/preferences',
    {
      schema: {
        tags: ['social'],
        summary: 'How you receive each kind of notification: in the app, by email',
        response: { 200: notificationPreferencesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.preferences(request.auth!.user.id),
    }),
  );

  app.put(
    '/social/notifications/preferences',
    {
      schema: {
        tags: ['social'],
        summary: 'Change how you receive notifications',
        description:
          'Kinds not sent keep their setting. `email_enabled: false` stops every email; an ' +
          'unsubscribe link sets it too.',
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notifications.savePreferences(request.auth!.user.id, request.body),
    }),
  );
};

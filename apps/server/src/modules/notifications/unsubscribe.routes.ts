import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import type { EmailDigest } from './email-digest';

/**
 * The one-click unsubscribe of notification mail (RFC 8058): a mail client POSTs
 * `List-Unsubscribe=One-Click` as a form to the address in the mail's `List-Unsubscribe`
 * header; the web page behind the link in the mail's text POSTs with no body. No sign-in: the
 * signed token is the proof.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ digest: EmailDigest }> = async (
  app,
  { digest },
) => {
  // Only this scope reads forms: the one-click body is `List-Unsubscribe=One-Click`.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['social'],
        summary: 'Stop every notification email (the one-click link in each digest)',
        description:
          'RFC 8058 one-click: mail clients send the form `List-Unsubscribe=One-Click`; the web ' +
          'page sends nothing. The token comes from the mail; an unknown one answers 404.',
        querystring: unsubscribeQuerySchema,
        body: z
          .strictObject({ 'List-Unsubscribe': z.literal('One-Click') })
          .nullish()
          .describe('Sent by mail clients as application/x-www-form-urlencoded'),
        response: { 200: unsubscribeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (!(await digest.unsubscribe(request.query.token)))
        throw AppError.notFound('This unsubscribe link is not valid');
      return { success: true as const, data: { email_enabled: false as const } };
    },
  );
};

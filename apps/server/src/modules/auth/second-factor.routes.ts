import {
  authResultSchema,
  messageResultSchema,
  recoveryCodesBodySchema,
  recoveryCodesResponseSchema,
  secondFactorConfirmBodySchema,
  secondFactorDisableBodySchema,
  secondFactorSetupResponseSchema,
  secondFactorSignInBodySchema,
  secondFactorStatusResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { caller, contextOf, signedIn } from './auth-route-helpers';
import type { AuthService } from './auth.service';

const tags = ['auth'];

/** Two-factor authentication: the sign-in's second step and the account's own settings. */
export const secondFactorRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
  app.post(
    '/auth/second-factor',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Finish a sign-in with the second factor',
        description:
          'The `ticket` a password or provider sign-in answered, and a 6-digit code from the authenticator app or a recovery code. Signs in exactly as the password sign-in does (tokens and refresh cookie); the session counts as signed in with the second factor. Wrong codes are throttled like passwords; a ticket works once, for five minutes and five wrong codes.',
        body: secondFactorSignInBodySchema,
        response: { 200: authResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      signedIn(
        request,
        reply,
        await auth.completeSecondFactor(request.body.ticket, request.body.code, contextOf(request)),
      ),
  );

  app.get(
    '/auth/second-factor',
    {
      schema: {
        tags,
        summary: 'Your two-factor authentication',
        description:
          'Whether it is on or being set up, how many recovery codes are left, and whether this session was signed in with it.',
        response: { 200: secondFactorStatusResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.secondFactorStatus(caller(request)),
    }),
  );

  app.post(
    '/auth/second-factor/setup',
    {
      schema: {
        tags,
        summary: 'Start setting up two-factor authentication',
        description:
          'Makes a new secret and answers it as an otpauth:// URI (for a QR code) and in base32 (to type in). Nothing changes at sign-in until a first code confirms it.',
        response: { 200: secondFactorSetupResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.startSecondFactorSetup(caller(request)),
    }),
  );

  app.post(
    '/auth/second-factor/confirm',
    {
      schema: {
        tags,
        summary: 'Turn two-factor authentication on with a first code',
        description:
          'Takes a code from the app and the current password (accounts made through a provider have none). Answers ten recovery codes, shown only this once; this session then counts as signed in with the second factor.',
        body: secondFactorConfirmBodySchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        recovery_codes: await auth.confirmSecondFactor(
          caller(request),
          request.body,
          contextOf(request),
        ),
      },
    }),
  );

  app.post(
    '/auth/second-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor authentication off',
        description:
          'Takes the current password (when the account has one) and a code from the app or a recovery code.',
        body: secondFactorDisableBodySchema,
        response: { 200: messageResultSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await auth.disableSecondFactor(caller(request), request.body, contextOf(request));
      return { success: true as const, message: 'Two-factor authentication is off.' };
    },
  );

  app.post(
    '/auth/second-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Make new recovery codes',
        description:
          'Takes a fresh code from the app; answers ten new recovery codes, shown only this once. The earlier codes stop working.',
        body: recoveryCodesBodySchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        recovery_codes: await auth.regenerateRecoveryCodes(
          caller(request),
          request.body.code,
          contextOf(request),
        ),
      },
    }),
  );
};

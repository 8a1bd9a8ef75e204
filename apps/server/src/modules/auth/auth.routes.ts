import {
  AUTH_MESSAGES,
  authResultSchema,
  deviceSessionParamsSchema,
  deviceSessionsResultSchema,
  emailBodySchema,
  loginBodySchema,
  messageResultSchema,
  oauthCallbackBodySchema,
  oauthProviderParamsSchema,
  oauthStartResultSchema,
  profileResultSchema,
  profileUpdateBodySchema,
  providersResultSchema,
  refreshBodySchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordConfirmBodySchema,
  sessionResultSchema,
  signInResultSchema,
  tokenBodySchema,
  updatePasswordBodySchema,
  userResultSchema,
  verifyResultSchema,
  publicProfileResponseSchema,
  userProfileParamsSchema,
} from '@quizarena/contracts';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { caller, contextOf, signedIn, signedInOrChallenged } from './auth-route-helpers';
import type { AuthService } from './auth.service';
import { clearRefreshCookie, REFRESH_COOKIE } from './refresh-cookie';
import { secondFactorRoutes } from './second-factor.routes';

const tags = ['auth'];

const SAME_ANSWER = 'If an account exists for this email, we have sent a message to it.';

/** The spec's Auth calls, plus the link confirmations and device sessions the flows need. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  // Only these routes read or set the refresh cookie; registering here keeps cookie parsing
  // off every other request.
  await app.register(cookie);
  const pub = { auth: 'public' as const };
  await app.register(secondFactorRoutes, { auth });

  app.post(
    '/auth/register',
    {
      config: pub,
      schema: {
        tags,
        summary:
          'Create an account; a verification link is mailed and nobody is signed in until it is used. An address that has an account gets the same answer, and its owner a mail with sign-in and reset links',
        body: registerBodySchema,
        response: { 201: registerResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await auth.register(request.body, contextOf(request));
      // The same answer whether or not the address already had an account.
      return reply.code(201).send({
        accessToken: null,
        refreshToken: null,
        user: null,
        session: null,
        verification_required: true as const,
        message: AUTH_MESSAGES.registrationReceived,
      });
    },
  );

  app.post(
    '/auth/login',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'Answers the session, or, for an account with two-factor authentication on, no tokens but `second_factor_required: true` and a single-use `ticket` (five minutes) to send with a code to `POST /api/auth/second-factor`.',
        body: loginBodySchema,
        response: { 200: signInResultSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      signedInOrChallenged(request, reply, await auth.login(request.body, contextOf(request))),
  );

  app.post(
    '/auth/refresh',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Rotate the refresh token (from the cookie, or the body for non-browser clients)',
        body: refreshBodySchema.nullish(),
        response: { 200: authResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const token = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError(401, 'INVALID_TOKEN', 'Not signed in');
      try {
        return signedIn(request, reply, await auth.refresh(token, contextOf(request)));
      } catch (error) {
        clearRefreshCookie(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Sign out: ends every session of the user',
        response: { 200: messageResultSchema },
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      if (request.auth) await auth.logout(request.auth.user.id, context);
      else if (request.cookies[REFRESH_COOKIE])
        await auth.logoutByRefreshToken(request.cookies[REFRESH_COOKIE]!, context);
      clearRefreshCookie(request, reply);
      return { success: true as const, message: 'Successfully signed out!' };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: userResultSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: await auth.me(caller(request)) }),
  );

  app.get(
    '/users/:userId/profile',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Another player’s public profile (no email or birth year; hidden, banned and possibly under-16 players are not found)',
        params: userProfileParamsSchema,
        response: { 200: publicProfileResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        profile: await auth.publicProfile(request.params.userId, request.auth!.user.id),
      },
    }),
  );

  app.get(
    '/auth/verify',
    {
      schema: {
        tags,
        summary: 'Check the access token',
        response: { 200: verifyResultSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ valid: true as const, user: await auth.me(caller(request)) }),
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags,
        summary:
          'The current session (expires_at in milliseconds; the refresh token stays in its cookie)',
        response: { 200: sessionResultSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ session: await auth.session(caller(request)) }),
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags,
        summary:
          'Update your own full name, organization, bio, location, website, privacy settings and preferences (time accommodation, interface language)',
        body: profileUpdateBodySchema,
        response: { 200: userResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ user: await auth.updateProfile(caller(request), request.body) }),
  );

  app.get(
    '/v1/users/profile',
    {
      schema: {
        tags,
        summary: 'The signed-in user profile',
        response: { 200: profileResultSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, data: await auth.me(caller(request)) }),
  );

  app.post(
    '/auth/verify-email',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Confirm an email address with the mailed token (works once)',
        body: tokenBodySchema,
        response: { 200: userResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ user: await auth.verifyEmail(request.body.token, contextOf(request)) }),
  );

  app.post(
    '/auth/resend-confirmation',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Mail a new verification link; the same answer whether or not the account exists',
        body: emailBodySchema,
        response: { 200: messageResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await auth.resendConfirmation(request.body.email, contextOf(request));
      return { success: true as const, message: SAME_ANSWER };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Mail a password reset link; the same answer whether or not the account exists',
        body: emailBodySchema,
        response: { 200: messageResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, contextOf(request));
      return { success: true as const, message: SAME_ANSWER };
    },
  );

  app.post(
    '/auth/reset-password/confirm',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Set a new password from a reset link (works once); ends every session',
        body: resetPasswordConfirmBodySchema,
        response: { 200: messageResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password, contextOf(request));
      return { success: true as const, message: 'Your password has been changed. Please sign in.' };
    },
  );

  app.put(
    '/auth/update-password',
    {
      schema: {
        tags,
        summary: 'Change the password; every other session ends and this client gets a fresh one',
        body: updatePasswordBodySchema,
        response: { 200: authResultSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      signedIn(
        request,
        reply,
        await auth.updatePassword(
          caller(request),
          request.body.password,
          request.body.newPassword,
          contextOf(request),
        ),
      ),
  );

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags,
        summary: 'Your signed-in devices',
        response: { 200: deviceSessionsResultSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { sessions: await auth.listSessions(caller(request)) },
    }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one of your sessions',
        params: deviceSessionParamsSchema,
        response: { 200: messageResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await auth.endSession(caller(request), request.params.id, contextOf(request));
      return { success: true as const, message: 'Session ended' };
    },
  );

  app.get(
    '/auth/providers',
    {
      config: pub,
      schema: {
        tags,
        summary: 'External sign-in providers and whether each is set up',
        response: { 200: providersResultSchema },
      },
    },
    async () => ({ providers: auth.providers() }),
  );

  app.get(
    '/auth/oauth/:provider',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Start an external sign-in: answers the provider URL to navigate to',
        params: oauthProviderParamsSchema,
        response: { 200: oauthStartResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ redirectUrl: await auth.oauthStart(request.params.provider) }),
  );

  app.post(
    '/auth/oauth/callback',
    {
      config: pub,
      schema: {
        tags,
        summary: 'Finish an external sign-in with the code and state the provider returned',
        description:
          'Like the password sign-in, an account with two-factor authentication on gets a `ticket` for `POST /api/auth/second-factor` instead of tokens.',
        body: oauthCallbackBodySchema,
        response: { 200: signInResultSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) =>
      signedInOrChallenged(
        request,
        reply,
        await auth.oauthCallback(
          request.body.provider,
          request.body.code,
          request.body.state,
          request.body.remember_me === true,
          contextOf(request),
        ),
      ),
  );
};

import {
  calendarFeedsResponseSchema,
  createStudySessionBodySchema,
  idParamsSchema,
  liveSessionResponseSchema,
  openLiveSessionBodySchema,
  reminderBodySchema,
  resetCalendarFeedBodySchema,
  rsvpBodySchema,
  studySessionResponseSchema,
  studySessionsQuerySchema,
  studySessionsResponseSchema,
  updateStudySessionBodySchema,
} from '@quizarena/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import type { CalendarFeeds } from './calendar-feeds';
import type { StudySessionsService } from './study-sessions.service';

const tags = ['study-groups'];
const ICS = 'text/calendar; charset=utf-8';

/** Study sessions and calendars (docs/DECISIONS.md #52, docs/ARCHITECTURE.md, Study groups). */
export const studySessionsRoutes: FastifyPluginAsyncZod<{
  sessions: StudySessionsService;
  calendars: CalendarFeeds;
}> = async (app, { sessions, calendars }) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  const one = async (work: ReturnType<StudySessionsService['get']>) => ok({ session: await work });

  app.get(
    '/study-sessions',
    {
      schema: {
        tags,
        summary: 'Sessions of my groups',
        description:
          'The Sessions tab and the calendar: sessions of every group you are in, soonest first. ' +
          'Without `from`, the ones not over yet (live ones included); the calendar asks for ' +
          'its range with `from` and `to`. Cancelled sessions are left out.',
        querystring: studySessionsQuerySchema,
        response: { 200: studySessionsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok({ sessions: await sessions.mine(request.auth!.user.id, request.query) }),
  );

  app.get(
    '/study-groups/:id/sessions',
    {
      schema: {
        tags,
        summary: "A group's sessions",
        description:
          "One group's sessions, as the Sessions tab lists them (members; anyone for a public " +
          'group; 404 otherwise).',
        params: idParamsSchema,
        querystring: studySessionsQuerySchema,
        response: { 200: studySessionsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok({
        sessions: await sessions.ofGroup(request.auth!.user.id, request.params.id, request.query),
      }),
  );

  app.post(
    '/study-groups/:id/sessions',
    {
      schema: {
        tags,
        summary: 'Schedule a session',
        description:
          "The group's owner and moderators schedule a session and host it. The start is in " +
          'the future (400 naming `scheduled_at`). At its start the session goes live and ' +
          'those going are told; at its end it is completed. A recorded session may carry its ' +
          'recording: a link (`location`) or a file uploaded with path `messages` ' +
          '(`recording_attachment_id`).',
        params: idParamsSchema,
        body: createStudySessionBodySchema,
        response: { 201: studySessionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await one(sessions.create(request.auth!.user.id, request.params.id, request.body))),
  );

  app.get(
    '/study-sessions/:id',
    {
      schema: {
        tags,
        summary: 'A study session',
        description: 'A session of one of your groups, or of a public group; 404 otherwise.',
        params: idParamsSchema,
        response: { 200: studySessionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => one(sessions.get(request.auth!.user.id, request.params.id)),
  );

  app.put(
    '/study-sessions/:id',
    {
      schema: {
        tags,
        summary: 'Change a session',
        description:
          "Its host, the group's owner or a moderator change a session before it starts (409 " +
          "after); a new time moves its start, end and everyone's reminders. The participant " +
          'limit cannot go below those already going (409 naming `max_participants`).',
        params: idParamsSchema,
        body: updateStudySessionBodySchema,
        response: { 200: studySessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => one(sessions.update(request.auth!.user.id, request.params.id, request.body)),
  );

  app.post(
    '/study-sessions/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a session',
        description:
          "Its host, the group's owner or a moderator call a session off before it ends; its " +
          'start and reminders are dropped, and calendar feeds show it cancelled.',
        params: idParamsSchema,
        response: { 200: studySessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => one(sessions.cancel(request.auth!.user.id, request.params.id)),
  );

  app.post(
    '/study-sessions/:id/rsvp',
    {
      schema: {
        tags,
        summary: 'Say whether you will go',
        description:
          'Members say they will go (`going: true`) or not; a full session is 409. Those going ' +
          'are counted (`current_participants`) and told when it starts.',
        params: idParamsSchema,
        body: rsvpBodySchema,
        response: { 200: studySessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      one(sessions.rsvp(request.auth!.user.id, request.params.id, request.body.going)),
  );

  app.put(
    '/study-sessions/:id/reminder',
    {
      schema: {
        tags,
        summary: 'Set a reminder',
        description:
          'Set Reminder: a notification (and an email when your preferences say so) this many ' +
          'minutes before the start, or none (`null`). Moving the session moves it.',
        params: idParamsSchema,
        body: reminderBodySchema,
        response: { 200: studySessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      one(
        sessions.setReminder(request.auth!.user.id, request.params.id, request.body.minutes_before),
      ),
  );

  app.post(
    '/study-sessions/:id/live',
    {
      schema: {
        tags,
        summary: 'Open the live game of a session',
        description:
          "While a live session runs, its host (or the group's owner or a moderator) opens its " +
          "game: the topic (the session's, or chosen now: 400 naming `topic_id` without one), " +
          'the number of questions and the seconds for each. The host plays too and starts it ' +
          'when the members are in; answers score with the study-group multiplier (1.2). ' +
          'Opening again while it is open answers the same game.',
        params: idParamsSchema,
        body: openLiveSessionBodySchema,
        response: { 200: liveSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await sessions.openLive(request.auth!.user.id, request.params.id, request.body)),
  );

  app.post(
    '/study-sessions/:id/join',
    {
      schema: {
        tags,
        summary: 'Join a live session',
        description:
          'Join Live: a member takes a seat in the live game while it waits, or watches once it ' +
          'plays, and counts as having attended. 409 before the host opened the game.',
        params: idParamsSchema,
        response: { 200: liveSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await sessions.joinLive(request.auth!.user.id, request.params.id)),
  );

  app.get(
    '/study-sessions/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'A session as a calendar file',
        description: "'Add to calendar': the session as an iCalendar (`.ics`) file.",
        params: idParamsSchema,
        response: {
          200: z.string().describe('An iCalendar file (text/calendar)'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) =>
      reply
        .type(ICS)
        .header('content-disposition', 'attachment; filename="study-session.ics"')
        .send(await calendars.oneSession(request.auth!.user.id, request.params.id)),
  );

  app.get(
    '/calendar-feeds',
    {
      schema: {
        tags,
        summary: 'My calendar feeds',
        description:
          'The secret addresses of your calendar feeds for calendar apps to subscribe to: every ' +
          "session of your groups, and with `group_id` one group's (members only). Whoever has " +
          'an address reads the sessions; reset it if it leaked.',
        querystring: z.strictObject({ group_id: z.uuid().optional() }),
        response: { 200: calendarFeedsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await calendars.urls(request.auth!.user.id, request.query.group_id)),
  );

  app.post(
    '/calendar-feeds/reset',
    {
      schema: {
        tags,
        summary: 'Reset a calendar feed',
        description:
          'A new secret address for your feed (or, with `group_id`, your feed of that group); ' +
          'the old address stops working at once.',
        body: resetCalendarFeedBodySchema,
        response: { 200: calendarFeedsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok(await calendars.reset(request.auth!.user.id, request.body.group_id)),
  );

  app.get(
    '/calendar/:feed',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A calendar feed',
        description:
          'What calendar apps read: the iCalendar of a feed, by its secret address (no ' +
          'sign-in). 404 once the address was reset or its owner left the group.',
        params: z.strictObject({
          feed: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Not a calendar address'),
        }),
        response: {
          200: z.string().describe('An iCalendar file (text/calendar)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const text = await calendars.read(request.params.feed.slice(0, -'.ics'.length));
      if (text === null) throw AppError.notFound('Calendar not found');
      return reply.type(ICS).header('cache-control', 'private, max-age=300').send(text);
    },
  );
};

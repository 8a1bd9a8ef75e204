import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { maybeHiddenPersonSchema } from '../common/person.schemas';
import { ROOM_OPTIONS } from '../games/games.rules';

const isoDateTime = z.iso.datetime({ offset: true });

/** A session is played live, watched as a recording, or held elsewhere (spec 02, Study session). */
export const STUDY_SESSION_TYPES = ['live', 'recorded', 'other'] as const;
export type StudySessionType = (typeof STUDY_SESSION_TYPES)[number];

/** Kept by the scheduler: live at its start, completed at its end; cancelled by hand. */
export const STUDY_SESSION_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'] as const;
export type StudySessionStatus = (typeof STUDY_SESSION_STATUSES)[number];

export const STUDY_SESSION_RULES = {
  titleLength: { min: 3, max: 120 },
  descriptionMaxLength: 2_000,
  durationMinutes: { min: 15, max: 480, default: 60 },
  maxParticipants: { min: 2, max: 500, default: 20 },
  locationMaxLength: 500,
  /** How far ahead a session may be planned. */
  maxDaysAhead: 365,
  /** Lead times 'Set Reminder' offers, in minutes before the start. */
  reminderMinutes: [5, 15, 30, 60, 1_440] as const,
  defaultReminderMinutes: 15,
  /** The Sessions tab's page. */
  upcomingLimit: 50,
  /** A live session's game: the host's choices, as a room's. */
  questionCounts: ROOM_OPTIONS.questionCount,
  secondsPerQuestion: ROOM_OPTIONS.secondsPerQuestion,
} as const;
export type ReminderMinutes = (typeof STUDY_SESSION_RULES.reminderMinutes)[number];

/** A session is shown LIVE (and offers Join Live) from its start to its end. */
export const isSessionLive = (status: StudySessionStatus) => status === 'live';

const rules = STUDY_SESSION_RULES;
const title = z
  .string()
  .trim()
  .min(rules.titleLength.min, `At least ${rules.titleLength.min} characters`)
  .max(rules.titleLength.max, `At most ${rules.titleLength.max} characters`);
const description = z
  .string()
  .trim()
  .max(rules.descriptionMaxLength, `At most ${rules.descriptionMaxLength} characters`);
const duration = z
  .number()
  .int()
  .min(rules.durationMinutes.min, `At least ${rules.durationMinutes.min} minutes`)
  .max(rules.durationMinutes.max, `At most ${rules.durationMinutes.max} minutes`);
const maxParticipants = z
  .number()
  .int()
  .min(rules.maxParticipants.min, `At least ${rules.maxParticipants.min} participants`)
  .max(rules.maxParticipants.max, `At most ${rules.maxParticipants.max} participants`);
/** A recorded session's recording or an 'other' session's place: a web address or a place. */
const location = z
  .string()
  .trim()
  .max(rules.locationMaxLength, `At most ${rules.locationMaxLength} characters`)
  .nullable();

/**
 * `POST /api/study-groups/{id}/sessions`: Schedule Session (owners and moderators). The start
 * must be in the future; a recorded session may carry its recording as a link (`location`) or
 * a file uploaded with `path: messages` (`recording_attachment_id`).
 */
export const createStudySessionBodySchema = z.strictObject({
  title,
  description: description.default(''),
  type: z.enum(STUDY_SESSION_TYPES).default('live'),
  scheduled_at: isoDateTime,
  duration: duration.default(rules.durationMinutes.default),
  max_participants: maxParticipants.default(rules.maxParticipants.default),
  topic_id: z.uuid().nullable().default(null),
  location: location.default(null),
  recording_attachment_id: z.uuid().nullable().default(null),
});
export type CreateStudySessionBody = z.input<typeof createStudySessionBodySchema>;

/** `PUT /api/study-groups/sessions/{sessionId}`: a scheduled session's fields. */
export const updateStudySessionBodySchema = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    type: z.enum(STUDY_SESSION_TYPES).optional(),
    scheduled_at: isoDateTime.optional(),
    duration: duration.optional(),
    max_participants: maxParticipants.optional(),
    topic_id: z.uuid().nullable().optional(),
    location: location.optional(),
    recording_attachment_id: z.uuid().nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateStudySessionBody = z.input<typeof updateStudySessionBodySchema>;

/** `GET /api/study-groups/sessions` (the caller's groups) and `GET {id}/sessions` (one group). */
export const studySessionsQuerySchema = z.strictObject({
  /** From this time (default now: upcoming and live ones); the calendar asks for a range. */
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(rules.upcomingLimit),
});
export type StudySessionsQuery = z.input<typeof studySessionsQuerySchema>;

/** `POST /api/study-groups/sessions/{sessionId}/rsvp`. */
export const rsvpBodySchema = z.strictObject({ going: z.boolean() });

/** `PUT /api/study-groups/sessions/{sessionId}/reminder`: minutes before, or null for none. */
export const reminderBodySchema = z.strictObject({
  minutes_before: z
    .number()
    .int()
    .refine(
      (value) => (rules.reminderMinutes as readonly number[]).includes(value),
      'Choose 5, 15, 30 or 60 minutes, or a day',
    )
    .nullable(),
});

/** `POST /api/study-groups/sessions/{sessionId}/live`: the host opens the live game. */
export const openLiveSessionBodySchema = z.strictObject({
  /** The session's topic when it has one; else the host picks it now. */
  topic_id: z.uuid().optional(),
  total_questions: z
    .number()
    .int()
    .refine(
      (value) => (rules.questionCounts as readonly number[]).includes(value),
      'Choose 5, 10, 15 or 20 questions',
    )
    .default(10),
  time_per_question: z
    .number()
    .int()
    .refine(
      (value) => (rules.secondsPerQuestion as readonly number[]).includes(value),
      'Choose 15, 30, 45 or 60 seconds',
    )
    .default(30),
});
export type OpenLiveSessionBody = z.input<typeof openLiveSessionBodySchema>;

export const studySessionSchema = z
  .object({
    id: z.uuid(),
    group: z.object({ id: z.uuid(), name: z.string() }),
    title: z.string(),
    description: z.string(),
    type: z.enum(STUDY_SESSION_TYPES),
    status: z.enum(STUDY_SESSION_STATUSES),
    scheduled_at: isoDateTime,
    /** Minutes. */
    duration: z.number().int(),
    ends_at: isoDateTime,
    current_participants: z.number().int(),
    max_participants: z.number().int(),
    /** Null: 'Unknown Host' (the host's account is gone); a hidden profile shows no id. */
    host: maybeHiddenPersonSchema.nullable(),
    topic: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** A place or a link ('other'), or a recording's link ('recorded'). */
    location: z.string().nullable(),
    /** A recorded session's uploaded recording: a signed address valid for a while. */
    recording_url: z.string().nullable(),
    /** A live session's game, once its host opened it. */
    game_id: z.uuid().nullable(),
    /** The caller's own: RSVP, reminder lead time, attendance; and what they may do. */
    going: z.boolean(),
    reminder_minutes: z.number().int().nullable(),
    attended: z.boolean(),
    can_manage: z.boolean(),
    /** The page that shows it: `/study-groups/{groupId}?session={id}`. */
    share_path: z.string(),
  })
  .meta({ id: 'StudySession' });
export type StudySession = z.infer<typeof studySessionSchema>;

export const studySessionResponseSchema = successEnvelope(
  z.object({ session: studySessionSchema }),
);
export const studySessionsResponseSchema = successEnvelope(
  z.object({ sessions: z.array(studySessionSchema) }),
);

/** What Join Live answers: the game to play, and where the client plays it. */
export const liveSessionResponseSchema = successEnvelope(
  z.object({ game_id: z.uuid(), path: z.string() }),
);

/**
 * `GET /api/study-groups/calendar`: the caller's calendar feeds. A feed's address is a secret
 * (whoever has it reads the sessions), shown only to its owner; a reset makes a new one.
 */
export const calendarFeedsResponseSchema = successEnvelope(
  z.object({
    /** Every session of every group the caller is in. */
    user_feed_url: z.string(),
    /** The caller's feed of one group (asked with `?group_id=`). */
    group_feed_url: z.string().nullable(),
  }),
);
export const resetCalendarFeedBodySchema = z.strictObject({
  /** A group's feed; absent: the caller's own. */
  group_id: z.uuid().optional(),
});

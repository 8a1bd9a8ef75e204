import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { personSchema } from '../common/person.schemas';
import { DIFFICULTY_LEVELS } from '../content/content.schemas';
import {
  MEETING_FREQUENCIES,
  STUDY_GROUP_ACTIONS,
  STUDY_GROUP_ROLES,
  STUDY_GROUP_RULES,
  STUDY_GROUP_STATUSES,
  STUDY_GROUP_TYPES,
} from './study-groups.rules';

const isoDateTime = z.iso.datetime({ offset: true });
const rules = STUDY_GROUP_RULES;

const name = z
  .string()
  .trim()
  .min(rules.nameLength.min, `At least ${rules.nameLength.min} characters`)
  .max(rules.nameLength.max, `At most ${rules.nameLength.max} characters`);
const description = z
  .string()
  .trim()
  .max(rules.descriptionMaxLength, `At most ${rules.descriptionMaxLength} characters`);
const tags = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A tag cannot be empty')
      .max(rules.tagMaxLength, `At most ${rules.tagMaxLength} characters a tag`),
  )
  .max(rules.maxTags, `At most ${rules.maxTags} tags`)
  // One spelling per tag, in the order given.
  .transform((list) => [...new Map(list.map((tag) => [tag.toLowerCase(), tag])).values()]);
const maxMembers = z
  .number()
  .int()
  .min(rules.maxMembers.min, `At least ${rules.maxMembers.min} members`)
  .max(rules.maxMembers.max, `At most ${rules.maxMembers.max} members`);
/** An image uploaded with `path: conversations` (its url), or null for none. */
const avatarUrl = z.string().max(300).nullable();

/** `POST /api/study-groups`: the Create Group form. */
export const createStudyGroupBodySchema = z.strictObject({
  name,
  description: description.default(''),
  tags: tags.default([]),
  /** A category of the content, or null for none. */
  category_id: z.uuid().nullable().default(null),
  difficulty_level: z.enum(DIFFICULTY_LEVELS).default('beginner'),
  type: z.enum(STUDY_GROUP_TYPES).default('public'),
  meeting_frequency: z.enum(MEETING_FREQUENCIES).default('weekly'),
  max_members: maxMembers.default(rules.maxMembers.default),
  avatar_url: avatarUrl.default(null),
});
export type CreateStudyGroupBody = z.input<typeof createStudyGroupBodySchema>;

/** `PUT /api/study-groups/{id}`: the owner changes any field of the form. */
export const updateStudyGroupBodySchema = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    tags: tags.optional(),
    category_id: z.uuid().nullable().optional(),
    difficulty_level: z.enum(DIFFICULTY_LEVELS).optional(),
    type: z.enum(STUDY_GROUP_TYPES).optional(),
    meeting_frequency: z.enum(MEETING_FREQUENCIES).optional(),
    /** Never below the members the group has now (409 naming `max_members`). */
    max_members: maxMembers.optional(),
    avatar_url: avatarUrl.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateStudyGroupBody = z.input<typeof updateStudyGroupBodySchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `GET /api/study-groups`: Discover (groups the caller can find: public and private ones, not
 * invite-only ones they are not in; limit 50) or, with `my_groups=true`, the caller's groups
 * (limit 20). Filters: `search` in name, description and tags; `category_id`;
 * `difficulty_level`.
 */
export const studyGroupsQuerySchema = z.strictObject({
  my_groups: booleanQuery.default(false),
  search: z.string().trim().max(100).optional(),
  category_id: z.uuid().optional(),
  difficulty_level: z.enum(DIFFICULTY_LEVELS).optional(),
  limit: z.coerce.number().int().min(1).max(rules.discoverLimit).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});
export type StudyGroupsQuery = z.input<typeof studyGroupsQuerySchema>;

/** `POST /api/study-groups/{id}/join`. */
export const joinStudyGroupBodySchema = z.strictObject({
  /** A private group's request to its moderators. */
  join_message: z
    .string()
    .trim()
    .max(rules.joinMessageMaxLength, `At most ${rules.joinMessageMaxLength} characters`)
    .default(''),
  /** An invite-only group's code, from its invite link (`/study-groups/join/{code}`). */
  invite_code: z.string().trim().min(1).max(100).optional(),
});
export type JoinStudyGroupBody = z.input<typeof joinStudyGroupBodySchema>;

/** `POST /api/study-groups/{id}/manage`: one action on one member or request. */
export const manageStudyGroupBodySchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.enum(STUDY_GROUP_ACTIONS.filter((action) => action !== 'reset_invite')),
    user_id: z.uuid(),
  }),
  z.strictObject({ action: z.literal('reset_invite') }),
]);
export type ManageStudyGroupBody = z.input<typeof manageStudyGroupBodySchema>;

/** `POST /api/study-groups/{id}/rating`: a member's stars for the group (one each, changeable). */
export const rateStudyGroupBodySchema = z.strictObject({
  rating: z
    .number()
    .int()
    .min(rules.rating.min, `From ${rules.rating.min} to ${rules.rating.max} stars`)
    .max(rules.rating.max, `From ${rules.rating.min} to ${rules.rating.max} stars`),
});

/** `POST /api/study-groups/{id}/resources`: a link, or a file uploaded with `path: messages`. */
export const addStudyResourceBodySchema = z.union([
  z.strictObject({
    title: z.string().trim().min(1).max(rules.resourceTitleMaxLength),
    url: z.url({ protocol: /^https?$/ }).max(2_000),
  }),
  z.strictObject({
    title: z.string().trim().min(1).max(rules.resourceTitleMaxLength),
    attachment_id: z.uuid(),
  }),
]);
export type AddStudyResourceBody = z.input<typeof addStudyResourceBodySchema>;

/** A member as the card's avatars and the members list show them. */
export const studyGroupMemberSchema = personSchema
  .extend({
    role: z.enum(STUDY_GROUP_ROLES),
    /** From presence. */
    online: z.boolean(),
    joined_at: isoDateTime,
    sessions_attended: z.number().int(),
  })
  .meta({ id: 'StudyGroupMember' });
export type StudyGroupMember = z.infer<typeof studyGroupMemberSchema>;

/** A private group's pending request, shown to its owner and moderators. */
export const studyGroupJoinRequestSchema = personSchema.extend({
  join_message: z.string(),
  requested_at: isoDateTime,
});
export type StudyGroupJoinRequest = z.infer<typeof studyGroupJoinRequestSchema>;

export const studyGroupSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    /** The category's name (the spec's `category`), null for none. */
    category: z.string().nullable(),
    category_id: z.uuid().nullable(),
    difficulty_level: z.enum(DIFFICULTY_LEVELS),
    type: z.enum(STUDY_GROUP_TYPES),
    meeting_frequency: z.enum(MEETING_FREQUENCIES),
    avatar_url: z.string().nullable(),
    current_members: z.number().int(),
    max_members: z.number().int(),
    /** Sessions held or planned, cancelled ones aside. */
    total_sessions: z.number().int(),
    /** Members' average stars, null before the first rating. */
    avg_rating: z.number().nullable(),
    rating_count: z.number().int(),
    status: z.enum(STUDY_GROUP_STATUSES),
    /** Null only while ownership is being handed over after an erasure. */
    owner: personSchema.nullable(),
    /** The first members (owner first, then by joining), up to the card's three for lists. */
    members: z.array(studyGroupMemberSchema),
    next_session: z
      .object({ id: z.uuid(), title: z.string(), scheduled_at: isoDateTime })
      .nullable(),
    created_at: isoDateTime,
    /** The caller's place in it. */
    my_role: z.enum(STUDY_GROUP_ROLES).nullable(),
    /** The caller asked to join this private group and waits. */
    my_request_pending: z.boolean(),
    /** Sessions of this group the caller attended (My Groups' 'Sessions Attended'). */
    sessions_attended: z.number().int(),
    my_rating: z.number().int().nullable(),
    /** Members only: the group's chat (a conversation of the messages module). */
    conversation_id: z.uuid().nullable(),
    /** Owner and moderators of an invite-only group: the code of its invite link. */
    invite_code: z.string().nullable(),
  })
  .meta({ id: 'StudyGroup' });
export type StudyGroup = z.infer<typeof studyGroupSchema>;

export const studyGroupResponseSchema = successEnvelope(z.object({ group: studyGroupSchema }));
export const studyGroupsResponseSchema = successEnvelope(
  z.object({ groups: z.array(studyGroupSchema), total: z.number().int() }),
);

/** `GET /api/study-groups/{id}/members`: members (and requests, for those who manage). */
export const studyGroupMembersResponseSchema = successEnvelope(
  z.object({
    members: z.array(studyGroupMemberSchema),
    /** Empty unless the caller is the owner or a moderator. */
    requests: z.array(studyGroupJoinRequestSchema),
  }),
);

/** What `POST {id}/join` did: joined at once, or asked (a private group). */
export const joinStudyGroupResponseSchema = successEnvelope(
  z.object({ status: z.enum(['joined', 'requested']), group: studyGroupSchema }),
);

export const studyResourceSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    kind: z.enum(['link', 'file']),
    /** A link as given, or a signed address of the file valid for a while. */
    url: z.string(),
    file_name: z.string().nullable(),
    mime_type: z.string().nullable(),
    size: z.number().int().nullable(),
    added_by: personSchema.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'StudyResource' });
export type StudyResource = z.infer<typeof studyResourceSchema>;
export const studyResourcesResponseSchema = successEnvelope(
  z.object({ resources: z.array(studyResourceSchema) }),
);

/** `DELETE /api/study-groups/{id}/resources/{resourceId}`. */
export const studyResourceParamsSchema = z.strictObject({ id: z.uuid(), resourceId: z.uuid() });

/** `GET /api/study-groups/invite/{code}`: the code of an invite link. */
export const studyGroupInviteParamsSchema = z.strictObject({ code: z.string().min(1).max(100) });

/** What a delete answers: the group or resource that is gone. */
export const studyGroupDeletedResponseSchema = successEnvelope(
  z.object({ deleted: z.literal(true), id: z.uuid() }),
);

import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { plainText, singleLineText } from '../common/text';
import {
  BROWSE_PAGE_SIZE,
  FRIEND_REQUEST_AUDIENCES,
  FRIENDS_MAX_LIMIT,
  FRIENDS_PAGE_LIMIT,
  MESSAGE_AUDIENCES,
  RELATIONSHIPS,
  USER_SEARCH_DEFAULT_LIMIT,
  USER_SEARCH_MAX_LIMIT,
} from './social.rules';

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

export const relationshipSchema = z.enum(RELATIONSHIPS);
export const relationshipStatusSchema = z.enum(['friends', 'pending', 'other']);
export const friendRequestAudienceSchema = z.enum(FRIEND_REQUEST_AUDIENCES);
export const messageAudienceSchema = z.enum(MESSAGE_AUDIENCES);

// Bodies -----------------------------------------------------------------------------------------

/** `POST /api/social/friends/request`, `DELETE /api/social/friends/remove`, unblock. */
export const socialUserBodySchema = z.strictObject({ user_id: z.uuid() });
export type SocialUserBody = z.infer<typeof socialUserBodySchema>;

/** `POST /api/social/friends/respond`: accept or decline the request `user_id` sent. */
export const friendRespondBodySchema = z.strictObject({ user_id: z.uuid(), accept: z.boolean() });
export type FriendRespondBody = z.infer<typeof friendRespondBodySchema>;

/** `POST /api/social/users/block`: the reason is optional and only the blocker sees it. */
export const blockBodySchema = z.strictObject({
  user_id: z.uuid(),
  reason: plainText().max(500, 'At most 500 characters').nullable().optional(),
});
export type BlockBody = z.infer<typeof blockBodySchema>;

/**
 * `POST /api/social/users/profile` (DECISIONS: social display name): the caller's own `user_id`
 * only; `email`, when sent, must be the caller's address and is never shown to anyone.
 */
export const socialProfileBodySchema = z.strictObject({
  user_id: z.uuid(),
  email: z.email().max(254).optional(),
  full_name: singleLineText().min(1, 'Full name is required').max(100),
});
export type SocialProfileBody = z.infer<typeof socialProfileBodySchema>;

/** `GET /api/social/friends?limit&offset` (spec: limit 50 on the friends page). */
export const friendsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(FRIENDS_MAX_LIMIT).default(FRIENDS_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

/** `GET /api/social/users/search?query&limit`: the query is trimmed; blank answers no one. */
export const userSearchQuerySchema = z.strictObject({
  query: z.string().trim().max(100, 'At most 100 characters').default(''),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(USER_SEARCH_MAX_LIMIT)
    .default(USER_SEARCH_DEFAULT_LIMIT),
});

export const BROWSE_SORTS = ['newest', 'points', 'games_played', 'alphabetical'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** `GET /api/social/users/browse?page&limit&sort` (spec: 12 a page). */
export const userBrowseQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(BROWSE_PAGE_SIZE),
  sort: z.enum(BROWSE_SORTS).default('newest'),
});

export const socialUserParamsSchema = z.strictObject({ userId: z.uuid() });

/** `PUT /api/social/settings`: who may reach the caller. */
export const socialSettingsBodySchema = z
  .strictObject({
    friend_requests_from: friendRequestAudienceSchema.optional(),
    messages_from: messageAudienceSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type SocialSettingsBody = z.infer<typeof socialSettingsBodySchema>;

// Answers ----------------------------------------------------------------------------------------

/** A player as the social lists show them (name by the public-identity rule). */
const playerCard = {
  user_id: z.uuid(),
  name: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  level: z.number().int().positive(),
  points: count,
};

/** Spec: Friend. */
export const friendSchema = z
  .object({
    ...playerCard,
    is_online: z.boolean(),
    last_seen: isoDateTime.nullable(),
    became_friends_at: isoDateTime,
    /** Challenges this friend won (counted by the challenges module; 0 before any). */
    challenges_won: count,
  })
  .meta({ id: 'Friend' });
export type Friend = z.infer<typeof friendSchema>;

/** The small profile nested in requests and blocks. */
export const socialProfileSchema = z.object({
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  experience_points: count,
  level: z.number().int().positive(),
});

/** Spec: Friend request (`follower_id` is who sent it). */
export const friendRequestSchema = z
  .object({
    id: z.uuid(),
    follower_id: z.uuid(),
    /** Who it was sent to. */
    user_id: z.uuid(),
    created_at: isoDateTime,
    /** The other player: the sender of a received request, the receiver of a sent one. */
    profile: socialProfileSchema,
  })
  .meta({ id: 'FriendRequest' });
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** Spec: Blocked user. */
export const blockedUserSchema = z
  .object({
    blocked_id: z.uuid(),
    created_at: isoDateTime,
    reason: z.string().nullable(),
    profile: socialProfileSchema,
  })
  .meta({ id: 'BlockedUser' });
export type BlockedUser = z.infer<typeof blockedUserSchema>;

/** Spec: User search/browse result. */
export const socialUserResultSchema = z
  .object({
    ...playerCard,
    total_points: count,
    games_played: count,
    relationship_status: relationshipStatusSchema,
    relationship: relationshipSchema,
  })
  .meta({ id: 'SocialUserResult' });
export type SocialUserResult = z.infer<typeof socialUserResultSchema>;

export const browsePaginationSchema = z.object({
  current_page: z.number().int().positive(),
  total_pages: z.number().int().positive(),
  total_users: count,
  limit: z.number().int().positive(),
});

/** Where the caller stands with one player, and what they may do (profile page buttons). */
export const relationshipViewSchema = z
  .object({
    user_id: z.uuid(),
    relationship: relationshipSchema,
    relationship_status: relationshipStatusSchema,
    /** A friend request would be accepted by the server now. */
    can_request: z.boolean(),
    /** A message would reach them now (directly, or as the one message request). */
    can_message: z.boolean(),
    is_online: z.boolean(),
    last_seen: isoDateTime.nullable(),
  })
  .meta({ id: 'Relationship' });
export type RelationshipView = z.infer<typeof relationshipViewSchema>;

export const socialSettingsSchema = z
  .object({
    friend_requests_from: friendRequestAudienceSchema,
    messages_from: messageAudienceSchema,
    /** Players under 16 hear only from friends, whatever the setting says. */
    restricted_to_friends: z.boolean(),
  })
  .meta({ id: 'SocialSettings' });
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

export const friendsResponseSchema = successEnvelope(
  z.object({ friends: z.array(friendSchema), total: count }),
);
export const pendingRequestsResponseSchema = successEnvelope(
  z.object({
    /** Received, newest first (spec: data.requests). */
    requests: z.array(friendRequestSchema),
    /** Sent and not yet answered, newest first. */
    sent: z.array(friendRequestSchema),
  }),
);
export const blockedUsersResponseSchema = successEnvelope(
  z.object({ blocked_users: z.array(blockedUserSchema) }),
);
export const userSearchResponseSchema = successEnvelope(
  z.object({ users: z.array(socialUserResultSchema) }),
);
export const userBrowseResponseSchema = successEnvelope(
  z.object({ users: z.array(socialUserResultSchema), pagination: browsePaginationSchema }),
);
export const relationshipResponseSchema = successEnvelope(relationshipViewSchema);
export const socialSettingsResponseSchema = successEnvelope(socialSettingsSchema);
/** The answer of request, respond, remove, block and unblock: where the two now stand. */
export const relationshipChangeResponseSchema = successEnvelope(
  z.object({ user_id: z.uuid(), relationship: relationshipSchema }),
);
export const socialProfileResponseSchema = successEnvelope(
  z.object({ user_id: z.uuid(), full_name: z.string(), name: z.string() }),
);

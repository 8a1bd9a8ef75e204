/**
 * Study groups (docs/DECISIONS.md, Study groups). A group is public (anyone joins at once),
 * private (a join request a moderator approves) or invite only (joined through its invite
 * link). Roles are enforced by the server: the owner does everything, moderators manage members
 * and sessions, members take part.
 */
export const STUDY_GROUP_TYPES = ['public', 'private', 'invite_only'] as const;
export type StudyGroupType = (typeof STUDY_GROUP_TYPES)[number];

export const STUDY_GROUP_ROLES = ['owner', 'moderator', 'member'] as const;
export type StudyGroupRole = (typeof STUDY_GROUP_ROLES)[number];

/** How often a group means to meet (the spec's `meeting_frequency`). */
export const MEETING_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly', 'flexible'] as const;
export type MeetingFrequency = (typeof MEETING_FREQUENCIES)[number];

/** The status dot: active when it had a session or a chat message lately (DECISIONS #36). */
export const STUDY_GROUP_STATUSES = ['active', 'inactive'] as const;
export type StudyGroupStatus = (typeof STUDY_GROUP_STATUSES)[number];

/** What `POST /api/study-groups/{id}/manage` can do, and who may. */
export const STUDY_GROUP_ACTIONS = [
  'approve',
  'reject',
  'promote',
  'demote',
  'remove',
  'transfer_ownership',
  'reset_invite',
] as const;
export type StudyGroupAction = (typeof STUDY_GROUP_ACTIONS)[number];

/** Actions only the owner may take; moderators take the others (on members only). */
export const OWNER_ONLY_ACTIONS: readonly StudyGroupAction[] = [
  'promote',
  'demote',
  'transfer_ownership',
  'reset_invite',
];

/** Whether `role` may take `action` (on a member whose role is `targetRole`, when there is one). */
export function canManage(
  role: StudyGroupRole | null,
  action: StudyGroupAction,
  targetRole: StudyGroupRole | null = null,
): boolean {
  if (role === 'owner') return targetRole !== 'owner';
  if (role !== 'moderator') return false;
  if (OWNER_ONLY_ACTIONS.includes(action)) return false;
  // A moderator removes members, never another moderator or the owner.
  return action !== 'remove' || targetRole === 'member';
}

export const STUDY_GROUP_RULES = {
  nameLength: { min: 3, max: 80 },
  descriptionMaxLength: 1_000,
  maxTags: 10,
  tagMaxLength: 30,
  maxMembers: { min: 2, max: 500, default: 50 },
  joinMessageMaxLength: 500,
  /** The spec's page sizes: Discover 50, My Groups 20. */
  discoverLimit: 50,
  myGroupsLimit: 20,
  /** A card's rating star from this average (spec 02, Study groups). */
  ratingBadgeAt: 4.5,
  /** What a card shows of its tags and members before '+N more'. */
  tagsShown: 3,
  avatarsShown: 3,
  /** A group is active with a session or a chat message within this many days. */
  activeWindowDays: 14,
  /** Ratings are whole stars. */
  rating: { min: 1, max: 5 },
  /** Shared resources: a title and a link or an uploaded file. */
  resourceTitleMaxLength: 120,
  maxResources: 200,
} as const;

/** The average shown on a card earns its star (the spec's 4.5). */
export const earnsRatingBadge = (avgRating: number | null) =>
  avgRating !== null && avgRating >= STUDY_GROUP_RULES.ratingBadgeAt;

/** '+N more' after the first few of a list (tags, avatars), or 0. */
export const moreThanShown = (count: number, shown: number) => Math.max(0, count - shown);

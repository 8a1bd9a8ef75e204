/**
 * Pure rules of the social features (friends, messages, notifications), shared by the server
 * and the client so both count and page the same way (docs/DECISIONS.md, social).
 */

/** Browse All lists this many players a page (spec). */
export const BROWSE_PAGE_SIZE = 12;
/** The pager shows at most this many page buttons (spec). */
export const MAX_PAGE_BUTTONS = 5;
/** My Friends asks for this many friends (spec: limit 50 on the friends page). */
export const FRIENDS_PAGE_LIMIT = 50;
/** The most friends one call answers. */
export const FRIENDS_MAX_LIMIT = 100;
/** Search answers at most this many players. */
export const USER_SEARCH_MAX_LIMIT = 50;
export const USER_SEARCH_DEFAULT_LIMIT = 20;

/** Friend requests one player may send in a rolling day; more answers 429 with Retry-After. */
export const FRIEND_REQUESTS_PER_DAY = 50;
/** Searches (search and browse) one player may run a minute. */
export const USER_SEARCHES_PER_MINUTE = 60;
/** Messages one player may send a minute, across conversations. */
export const MESSAGES_PER_MINUTE = 60;
/** Reports one player may file an hour: enough for real abuse, too few to flood moderators. */
export const REPORTS_PER_HOUR = 20;

/** A group conversation holds at most this many people, its owner included. */
export const MAX_GROUP_PARTICIPANTS = 50;
/** The longest message text. */
export const MAX_MESSAGE_LENGTH = 4000;
/** Conversations and messages one call answers at most. */
export const CONVERSATIONS_MAX_LIMIT = 100;
export const MESSAGES_DEFAULT_LIMIT = 50;
export const MESSAGES_MAX_LIMIT = 100;

/** Above this, an unread badge shows '99+' (spec). */
export const UNREAD_BADGE_MAX = 99;

/** The text of an unread badge: nothing at zero, the count up to 99, then '99+'. */
export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/**
 * The page numbers a pager shows: at most `max` consecutive pages around the current one,
 * shifted to stay within 1..total (spec: up to 5 page buttons).
 */
export function pageButtons(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  if (total < 1 || max < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const count = Math.min(max, total);
  let first = page - Math.floor((count - 1) / 2);
  first = Math.max(1, Math.min(first, total - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Total pages for `total` items at `pageSize` a page (at least one page, even when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * How the caller stands with another player. `blocked` is only ever the caller's own block: a
 * player who blocked the caller is not found by them at all.
 */
export const RELATIONSHIPS = [
  'none',
  'pending_sent',
  'pending_received',
  'friends',
  'blocked',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The spec's coarse `relationship_status` of search and browse results. */
export type RelationshipStatus = 'friends' | 'pending' | 'other';

/** The spec's three-way status from the full relationship. */
export function relationshipStatusOf(relationship: Relationship): RelationshipStatus {
  if (relationship === 'friends') return 'friends';
  if (relationship === 'pending_sent' || relationship === 'pending_received') return 'pending';
  return 'other';
}

/** Who may send the player a friend request. */
export const FRIEND_REQUEST_AUDIENCES = ['everyone', 'friends_of_friends', 'nobody'] as const;
export type FriendRequestAudience = (typeof FRIEND_REQUEST_AUDIENCES)[number];
/** Who may message the player (strangers under `friends` may send one message request). */
export const MESSAGE_AUDIENCES = ['friends', 'everyone'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

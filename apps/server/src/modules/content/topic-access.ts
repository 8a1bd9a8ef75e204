import { timingSafeEqual } from 'node:crypto';
import { isListedTopic, type SetReviewStatus, type SetVisibility } from '@quizarena/contracts';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { topics } from '../../db/schema';

/**
 * The listing rule (docs/DECISIONS.md #68) in SQL, for any query with `topics` in it: the
 * catalogue's topics, and question sets a moderator approved for public listing. Every list and
 * draw a stranger may see goes through it; `isListedTopic` (contracts) is the same rule.
 */
export const listedTopicSql: SQL = or(
  isNull(topics.ownerId),
  and(eq(topics.visibility, 'public'), eq(topics.reviewStatus, 'approved')),
)!;

/** Listed topics and the caller's own sets: what a player's own pages may offer them. */
export const listedOrOwnTopicSql = (userId: string): SQL =>
  or(listedTopicSql, eq(topics.ownerId, userId))!;

/** What decides who may play a topic, kept with its cached view. */
export type TopicAccess = {
  ownerId: string | null;
  visibility: SetVisibility;
  reviewStatus: SetReviewStatus | null;
  shareKey: string | null;
};

/** Who asks to play: a signed-in player (or nobody), and the share key they hold, if any. */
export type TopicViewer = { userId: string | null; shareKey?: string | undefined };

export const accessOf = (row: TopicAccess): TopicAccess => ({
  ownerId: row.ownerId,
  visibility: row.visibility,
  reviewStatus: row.reviewStatus,
  shareKey: row.shareKey,
});

export const isListed = (access: TopicAccess): boolean =>
  isListedTopic({
    owner_id: access.ownerId,
    visibility: access.visibility,
    review_status: access.reviewStatus,
  });

/** Compares two keys in time that does not depend on where they differ. */
function sameKey(held: string, given: string): boolean {
  const a = Buffer.from(held);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether `viewer` may play the topic: anyone a listed one, its owner their own set, and anyone
 * holding the share key a set shared by link or public (a public set waiting for review keeps
 * the link it had). A private set has no key.
 */
export function mayPlay(access: TopicAccess, viewer: TopicViewer): boolean {
  if (isListed(access)) return true;
  if (viewer.userId !== null && access.ownerId === viewer.userId) return true;
  return (
    viewer.shareKey !== undefined &&
    access.shareKey !== null &&
    access.visibility !== 'private' &&
    sameKey(access.shareKey, viewer.shareKey)
  );
}

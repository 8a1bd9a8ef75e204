/**
 * Question sets (docs/DECISIONS.md #68): a set is a topic an educator owns. The catalogue's own
 * topics have no owner and are always public; a set starts private, may be shared by a link, and
 * is listed beside the catalogue only once a moderator approves it.
 */
export const SET_VISIBILITIES = ['private', 'link', 'public'] as const;
export type SetVisibility = (typeof SET_VISIBILITIES)[number];

/** Where a request to list a set publicly stands; null while nobody asked. */
export const SET_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SetReviewStatus = (typeof SET_REVIEW_STATUSES)[number];

/** A topic is listed (topic pages, search, draws for strangers) when nobody owns it or it is approved public. */
export function isListedTopic(topic: {
  owner_id: string | null;
  visibility: SetVisibility;
  review_status: SetReviewStatus | null;
}): boolean {
  return (
    topic.owner_id === null || (topic.visibility === 'public' && topic.review_status === 'approved')
  );
}

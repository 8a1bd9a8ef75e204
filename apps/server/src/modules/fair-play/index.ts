export {
  createPlayReviews,
  holdForReview,
  IMPLAUSIBLE_PACE,
  type PlayReviews,
  type PlayedSession,
  type ReviewDecision,
} from './fair-play.service';
export { pendingReviewsAmong } from './fair-play.repo';
export {
  countPendingReviews,
  flaggedCountOf,
  pendingReviews,
  reviewOf,
  type PlayReviewStatus,
} from './fair-play.repo';
export type { ReviewOutcome } from './fair-play.service';
export { fairPlayPersonalData } from './personal-data';
export { dropDecidedReviewEvidence } from './retention.repo';

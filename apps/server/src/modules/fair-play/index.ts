export {
  createPlayReviews,
  holdForReview,
  IMPLAUSIBLE_PACE,
  type PlayReviews,
  type PlayedSession,
  type ReviewDecision,
} from './fair-play.service';
export { pendingReviewsAmong } from './fair-play.repo';

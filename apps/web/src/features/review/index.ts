// What app/ composes from the review feature besides its routed page (pages.ts).
export { REVIEW_KEY } from './api/review-api';
export { ReviewCard } from './components/review-card';
export { ReviewDueBadge } from './components/review-due-badge';
export { TopicMasteryCard } from './components/topic-mastery-card';
export type { ReviewQuestionSlot } from './pages/review-page';

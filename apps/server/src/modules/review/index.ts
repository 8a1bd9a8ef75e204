export { registerReviewModule, type ReviewModule } from './review.module';
export { createReviewService, type ReviewService } from './review.service';
export { recordAnswers, type GradedAnswer } from './memory';
export { masteryOf, topicMemoryOf, type TopicMemory } from './mastery';
export { reviewPersonalData } from './personal-data';

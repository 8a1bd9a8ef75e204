export { registerDisputesModule } from './disputes.module';
export { type DisputeDecisions, type DisputeDecision } from './dispute-decisions';
export { type DisputeRow } from './disputes.repo';
/** Open disputes by question id (suspect questions) and disputed questions (the queue's count). */
export { countDisputedQuestions, openCountsByQuestion as openDisputeCounts } from './disputes.repo';
export { disputesPersonalData } from './personal-data';

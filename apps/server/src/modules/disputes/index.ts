export { registerDisputesModule } from './disputes.module';
export { type DisputeDecisions, type DisputeDecision } from './dispute-decisions';
export { type DisputeRow } from './disputes.repo';
/** Open disputes by question id (analytics' suspect questions). */
export { countDisputedQuestions, openCountsByQuestion as openDisputeCounts } from './disputes.repo';
export { createRescoring, rescoreKey, type Rescoring } from './rescoring';
export { disputesPersonalData } from './personal-data';

export { contentRoutes } from './content.routes';
export { contentAdminRoutes } from './content.admin.routes';
export { createContentService, type ContentService } from './content.service';
export { createContentAdminService, type ContentAdminService } from './content.admin.service';
export * as contentRepo from './content.repo';
export * as topicPlays from './topic-plays.repo';
export { topicCoverage } from './topic-coverage.repo';
export { rederiveDifficulty, rederiveAllDifficulties } from './content.admin.repo';
/** A question with its key, and its key corrected (the disputes module's upheld disputes). */
export {
  findQuestion as questionWithKey,
  findQuestions as questionsWithKeys,
  lockQuestion,
  setQuestionKey,
} from './content.admin.repo';
export type { QuestionRow } from './content.repo';
export { registerContentModule, type ContentModule } from './content.module';
export { servedDifficultySql } from './served-difficulty';
export { type CalibrationAnswerSource, type CalibrationReport } from './calibration';
export { badlyDiscriminating, type BadlyDiscriminating } from './calibration.repo';
export { requireEditableTopic, TOPIC_NOT_EDITABLE, type TopicEditor } from './topic-editors';
export {
  authoredViewOf,
  editedAuthored,
  activeAuthoredQuestionsOf,
  authoredOfStored,
  insertAuthoredQuestions,
  refreshTopicsDerived,
  storedQuestionOf,
} from './authored-questions';
export {
  listedOrOwnTopicSql,
  listedTopicSql,
  mayPlay,
  type TopicAccess,
  type TopicViewer,
} from './topic-access';

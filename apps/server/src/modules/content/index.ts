export { contentRoutes } from './content.routes';
export { contentAdminRoutes } from './content.admin.routes';
export { createContentService, type ContentService } from './content.service';
export { createContentAdminService, type ContentAdminService } from './content.admin.service';
export * as contentRepo from './content.repo';
export * as topicPlays from './topic-plays.repo';
export { topicCoverage } from './topic-coverage.repo';
export { rederiveDifficulty, rederiveAllDifficulties } from './content.admin.repo';
export { registerContentModule, type ContentModule } from './content.module';
export { servedDifficultySql } from './served-difficulty';
export { type CalibrationAnswerSource, type CalibrationReport } from './calibration';
export { badlyDiscriminating, type BadlyDiscriminating } from './calibration.repo';
export { requireEditableTopic, TOPIC_NOT_EDITABLE, type TopicEditor } from './topic-editors';
export {
  activeAuthoredQuestionsOf,
  authoredOfStored,
  insertAuthoredQuestions,
  refreshTopicsDerived,
  storedQuestionOf,
} from './authored-questions';

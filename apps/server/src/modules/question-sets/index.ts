export { registerQuestionSetsModule } from './question-sets.module';
export {
  mayAuthorSets,
  type PublicationRequest,
  type QuestionSetsService,
  type SetPublication,
} from './question-sets.service';
export { questionSetsPersonalData } from './personal-data';

// The admin console's pages and the second-factor gate in front of them: one chunk, which only
// staff download; what the pages borrow from other features is composed here.
import { ContentQuestionsPage } from '../../features/admin/pages';
import { QuestionPreview } from '../../features/quiz';

export * from '../../features/admin/pages';
export { SecondFactorGate } from '../../features/auth/staff-pages';

/** /admin/content/topics/:topicId, previewing a question in the quiz's own question card. */
export function AdminQuestionsRoute() {
  return <ContentQuestionsPage preview={QuestionPreview} />;
}

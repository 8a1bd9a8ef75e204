import { ContentQuestionsPage } from '../../features/admin/pages';
import { QuestionPreview } from '../../features/quiz';

// The admin console's pages, with what they borrow from other features composed here.
export * from '../../features/admin/pages';

/** /admin/content/topics/:topicId, previewing a question in the quiz's own question card. */
export function AdminQuestionsRoute() {
  return <ContentQuestionsPage preview={QuestionPreview} />;
}

// The admin console's pages and the second-factor gate in front of them: one chunk, which only
// staff download; what the pages borrow from other features is composed here.
import { ContentQuestionsPage } from '../../features/admin/pages';
import { ExportSetButtons, ImportQuestionsDialog } from '../../features/question-io';
import { QuestionPreview } from '../../features/quiz';

export * from '../../features/admin/pages';
export { SecondFactorGate } from '../../features/auth/staff-pages';

/** A topic's files: import into it, export it. */
function QuestionFiles({ topicId, onImported }: { topicId: string; onImported: () => void }) {
  return (
    <>
      <ImportQuestionsDialog topicId={topicId} onImported={onImported} />
      <ExportSetButtons topicId={topicId} />
    </>
  );
}

/**
 * /admin/content/topics/:topicId, previewing a question in the quiz's own question card, with
 * the topic's import and export.
 */
export function AdminQuestionsRoute() {
  return <ContentQuestionsPage preview={QuestionPreview} files={QuestionFiles} />;
}

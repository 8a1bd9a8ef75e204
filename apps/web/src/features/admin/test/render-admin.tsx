import { Toaster } from 'react-hot-toast';
import type { QuestionPreviewSlot } from '../components/question-preview-dialog';
import type { QuestionFilesSlot } from '../pages/content-questions-page';
import { CareersPage } from '../pages/careers-page';
import { ContentCategoriesPage } from '../pages/content-categories-page';
import { ContentQuestionsPage } from '../pages/content-questions-page';
import { ContentTopicsPage } from '../pages/content-topics-page';
import { OccupationsPage } from '../pages/occupations-page';
import { renderConsole } from './render-console';

/**
 * The console at `path` with its content and careers sections, as the route table mounts them;
 * `preview` and `files` are what app/ hands the questions page (a test passes the quiz's own).
 */
export function renderAdmin(
  path: string,
  preview?: QuestionPreviewSlot,
  files?: QuestionFilesSlot,
) {
  return renderConsole(
    [
      { path: 'content', element: <ContentCategoriesPage /> },
      { path: 'content/categories/:categoryId', element: <ContentTopicsPage /> },
      {
        path: 'content/topics/:topicId',
        element: (
          <ContentQuestionsPage {...(preview ? { preview } : {})} {...(files ? { files } : {})} />
        ),
      },
      { path: 'careers', element: <CareersPage /> },
      { path: 'careers/occupations', element: <OccupationsPage /> },
    ],
    path,
    <Toaster />,
  );
}

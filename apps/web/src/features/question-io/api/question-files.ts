import {
  QUESTION_FILE_TYPES,
  questionImportResponseSchema,
  type QuestionFileFormat,
  type QuestionImportResult,
} from '@quizarena/contracts';
import { apiFetch, apiFile } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { saveBlob } from '../../../lib/save-blob';

const set = (topicId: string) => `/api/sets/${encodeURIComponent(topicId)}`;

/** Where the template is: a public file, so a plain link downloads it. */
export const templateUrl = (format: QuestionFileFormat) =>
  `/api/sets/import-template?format=${format}`;

/**
 * POST /api/sets/{id}/import: the chosen file as it is, checked only on a dry run. A file with
 * problems is refused (400) with every one in the error's `details`, and nothing is written.
 */
export async function importQuestions(
  topicId: string,
  file: Blob,
  format: QuestionFileFormat,
  dryRun: boolean,
): Promise<QuestionImportResult> {
  const body = await apiFetch(`${set(topicId)}/import${dryRun ? '?dry_run=true' : ''}`, {
    method: 'POST',
    body: file,
    headers: { 'content-type': QUESTION_FILE_TYPES[format] },
  });
  return parseAnswer(questionImportResponseSchema, body).data.import;
}

/** Offers a file the API hands out, under the name it gives (else `fallbackName`). */
async function download(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiFile(path);
  saveBlob(blob, fileName ?? fallbackName);
}

/** GET /api/sets/{id}/export: the set's questions in the import's own format. */
export const exportQuestions = (topicId: string, format: QuestionFileFormat) =>
  download(`${set(topicId)}/export?format=${format}`, `questions.${format}`);

/** GET /api/quiz/history.csv: the caller's completed quizzes. */
export const downloadResults = () => download('/api/quiz/history.csv', 'quizarena-results.csv');

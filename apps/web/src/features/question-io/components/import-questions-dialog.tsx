import {
  QUESTION_IMPORT_LIMITS,
  type FieldIssue,
  type QuestionImportResult,
} from '@quizarena/contracts';
import { FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { importQuestions, templateUrl } from '../api/question-files';
import { previewOf, type FilePreview } from '../utils/file-preview';
import { problemText } from '../utils/problem-text';

/** Problems listed at first; the rest on asking (a file can have thousands). */
const SHOWN_PROBLEMS = 200;

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'clean'; result: QuestionImportResult }
  | { state: 'problems'; problems: FieldIssue[] }
  | { state: 'failed'; message: string };

/** A refusal listing the file's problems, or what else went wrong, as the panel shows it. */
function checkOfError(error: unknown): Check {
  if (error instanceof ApiError && error.status === 400 && error.details?.length) {
    return { state: 'problems', problems: error.details };
  }
  return { state: 'failed', message: error instanceof Error ? error.message : String(error) };
}

const LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300';

function Preview({ preview, name }: { preview: FilePreview; name: string }) {
  const { t } = useTranslation('questionIo');
  if ('unreadable' in preview) {
    return (
      <p
        role="alert"
        className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {t('import.unreadable')}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{t('import.inFile', { count: preview.count })}</p>
      {preview.rows.length > 0 ? (
        <div className="max-h-48 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
          <table className="min-w-full text-left text-xs">
            <caption className="sr-only">{t('import.previewCaption', { name })}</caption>
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                {preview.header.map((column, index) => (
                  <th key={index} scope="col" className="px-2 py-1 font-semibold">
                    {preview.format === 'json' ? t('import.previewQuestion') : column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, index) => (
                <tr key={index} className="border-t border-slate-200 dark:border-slate-700">
                  {preview.header.map((_, cell) => (
                    <td key={cell} className="px-2 py-1 align-top whitespace-pre-wrap">
                      {row[cell] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function Problems({ problems }: { problems: FieldIssue[] }) {
  const { t } = useTranslation('questionIo');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [all, setAll] = useState(false);
  // A keyboard or screen-reader user lands on the list of what to fix.
  useEffect(() => heading.current?.focus(), [problems]);
  const shown = all ? problems : problems.slice(0, SHOWN_PROBLEMS);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t('import.problemsTitle')}
      </h3>
      <ul
        aria-labelledby={headingId}
        className="max-h-64 list-disc space-y-1 overflow-auto rounded-lg bg-red-50 py-2 pr-3 pl-8 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {shown.map((problem, index) => (
          <li key={index}>{problemText(problem, t)}</li>
        ))}
      </ul>
      {shown.length < problems.length ? (
        <Button variant="secondary" onClick={() => setAll(true)}>
          {t('import.showAll', { count: problems.length })}
        </Button>
      ) : null}
    </section>
  );
}

/** The dialog's body: choose, preview and check a file, then import it. */
function ImportPanel({
  topicId,
  onDone,
}: {
  topicId: string;
  onDone: (result: QuestionImportResult) => void;
}) {
  const { t } = useTranslation(['questionIo', 'common']);
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [importing, setImporting] = useState(false);
  // Only the last file chosen speaks: an earlier one's late check is dropped.
  const chosen = useRef(0);

  async function choose(next: File | undefined) {
    const turn = ++chosen.current;
    setFile(next ?? null);
    setPreview(null);
    setCheck({ state: 'idle' });
    if (!next) return;
    const shown = await previewOf(next);
    if (turn !== chosen.current) return;
    setPreview(shown);
    if ('unreadable' in shown) return;
    setCheck({ state: 'checking' });
    let outcome: Check;
    try {
      outcome = {
        state: 'clean',
        result: await importQuestions(topicId, next, shown.format, true),
      };
    } catch (error) {
      outcome = checkOfError(error);
    }
    if (turn === chosen.current) setCheck(outcome);
  }

  async function submit() {
    if (!file || !preview || 'unreadable' in preview) return;
    setImporting(true);
    try {
      const result = await importQuestions(topicId, file, preview.format, false);
      toast.success(t('import.done', { count: result.imported }));
      onDone(result);
    } catch (error) {
      setCheck(checkOfError(error));
    } finally {
      setImporting(false);
    }
  }

  const ready = check.state === 'clean' ? check.result.questions : null;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <span className="font-medium">{t('import.templates')}: </span>
        <a href={templateUrl('csv')} download className={LINK}>
          {t('import.templateCsv')}
        </a>
        {' · '}
        <a href={templateUrl('json')} download className={LINK}>
          {t('import.templateJson')}
        </a>
      </p>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {t('import.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={hintId}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:file:bg-indigo-950 dark:file:text-indigo-200"
        />
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
          {t('import.fileHint', { max: formatNumber(QUESTION_IMPORT_LIMITS.maxRows) })}
        </p>
      </div>
      {preview && file ? <Preview preview={preview} name={file.name} /> : null}
      <p role="status" className="text-sm font-medium">
        {check.state === 'checking'
          ? t('import.checking')
          : check.state === 'clean'
            ? t('import.clean', { count: check.result.questions })
            : check.state === 'problems'
              ? t('import.problems', { count: check.problems.length })
              : importing
                ? t('import.importing')
                : ''}
      </p>
      {check.state === 'problems' ? <Problems problems={check.problems} /> : null}
      {check.state === 'failed' ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {check.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('common:actions.cancel')}</Button>
        </DialogClose>
        <Button onClick={() => void submit()} disabled={ready === null || importing}>
          {importing
            ? t('import.importing')
            : ready === null
              ? t('import.submitIdle')
              : t('import.submit', { count: ready })}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Import questions": a button opening a dialog in which a CSV or JSON file is chosen, previewed
 * in the browser, checked by the server's dry run (every problem listed with its line or
 * question and field), then imported whole (docs/IMPORTING.md).
 */
export function ImportQuestionsDialog({
  topicId,
  onImported,
}: {
  topicId: string;
  onImported?: (result: QuestionImportResult) => void;
}) {
  const { t } = useTranslation('questionIo');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileUp className="h-4 w-4" aria-hidden="true" />
        {t('import.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent
            title={t('import.title')}
            description={t('import.description')}
            className="max-w-2xl"
          >
            <ImportPanel
              topicId={topicId}
              onDone={(result) => {
                setOpen(false);
                onImported?.(result);
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

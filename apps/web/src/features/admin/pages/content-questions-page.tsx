import type { AdminQuestion } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { QuizText } from '../../../components/ui/quiz-text';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../lib/format';
import { deleteQuestion, setQuestionsActive, updateQuestion } from '../api/content';
import { adminKeys, useAdminCategories, useAdminQuestions } from '../api/queries';
import { AdminTable, CELL, StatusCells, type Editing } from '../components/admin-table';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ListBody, Pager } from '../components/list-body';
import { QuestionFormDialog } from '../components/question-form-dialog';
import {
  QuestionPreviewDialog,
  type QuestionPreviewSlot,
} from '../components/question-preview-dialog';
import { SectionHeader } from '../components/section-header';
import { useRowWrite, useSoftDelete } from '../components/use-row-write';

const CHECKBOX =
  'h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500';

/** The page and search the address holds; an unreadable page is the first. */
function queryFrom(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: (params.get('q') ?? '').trim(),
  };
}

/**
 * A topic's questions as files (import, export), handed in by app/ from the question-io feature;
 * `onImported` is called once questions were added.
 */
export type QuestionFilesSlot = ComponentType<{ topicId: string; onImported: () => void }>;

/** A question's first words, to name its row's controls. */
const shortText = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * /admin/content/topics/:topicId: a topic's questions with their answers, a page at a time and
 * searched by their text (both in the address); each previewed as players see it, edited or
 * deleted, and several chosen to be shown or hidden together; the topic imported into and
 * exported as files (`files`).
 */
export function ContentQuestionsPage({
  preview,
  files: Files,
}: {
  preview?: QuestionPreviewSlot;
  files?: QuestionFilesSlot;
}) {
  const { t } = useTranslation('adminContent');
  const queryClient = useQueryClient();
  const { t: tc } = useTranslation('content');
  const { topicId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const read = useAdminQuestions(topicId, query);
  const categories = useAdminCategories();
  const [draft, setDraft] = useState(query.search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing<AdminQuestion>>(null);
  const [previewing, setPreviewing] = useState<AdminQuestion | null>(null);
  const softDelete = useSoftDelete(
    { remove: deleteQuestion, restore: (id) => updateQuestion(id, { is_active: true }) },
    { deleted: () => t('questions.deleted'), restored: () => t('questions.restored') },
  );
  const bulk = useRowWrite(setQuestionsActive, (result) =>
    t('questions.bulkDone', { count: result.changed }),
  );

  const topic = read.data?.topic;
  const category = categories.data?.find((one) => one.id === topic?.category_id);
  const questions = read.data?.questions ?? [];
  const chosen = questions.filter((question) => selected.has(question.id));
  const allChosen = questions.length > 0 && chosen.length === questions.length;

  function go(next: { page: number; search: string }) {
    const search = new URLSearchParams();
    if (next.search) search.set('q', next.search);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
    setSelected(new Set());
  }

  function searchSubmit(event: FormEvent) {
    event.preventDefault();
    go({ page: 1, search: draft.trim() });
  }

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function setChosenActive(isActive: boolean) {
    bulk.run({ ids: chosen.map((question) => question.id), is_active: isActive });
    setSelected(new Set());
  }

  return (
    <section aria-labelledby="content-questions-title" className="space-y-4">
      <Breadcrumbs
        trail={[
          { label: t('categories.title'), to: '/admin/content' },
          ...(category
            ? [{ label: category.name, to: `/admin/content/categories/${category.id}` }]
            : []),
          { label: topic?.name ?? t('questions.title') },
        ]}
      />
      <SectionHeader
        id="content-questions-title"
        title={topic ? t('questions.titleOf', { topic: topic.name }) : t('questions.title')}
        subtitle={t('questions.subtitle')}
      >
        {Files && topic ? (
          <Files
            topicId={topicId}
            // The list, the topic's counts and its category's all moved.
            onImported={() => void queryClient.invalidateQueries({ queryKey: adminKeys.content })}
          />
        ) : null}
        <Button onClick={() => setEditing({})} disabled={!topic}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('questions.new')}
        </Button>
      </SectionHeader>
      <form
        role="search"
        onSubmit={searchSubmit}
        className="flex flex-wrap items-end gap-2"
        aria-label={t('questions.searchLabel')}
      >
        <TextField
          className="min-w-64 flex-1"
          type="search"
          label={t('questions.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={200}
        />
        <Button type="submit">{t('questions.searchButton')}</Button>
        {query.search ? (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft('');
              go({ page: 1, search: '' });
            }}
          >
            {t('questions.clearSearch')}
          </Button>
        ) : null}
      </form>
      <ListBody
        read={read}
        loading={t('questions.loading')}
        failed={t('questions.loadFailed')}
        empty={(data) =>
          data.questions.length > 0
            ? null
            : query.search
              ? t('questions.noMatch', { search: query.search })
              : t('questions.empty')
        }
      >
        {({ pagination, ...data }) => (
          <>
            <div
              role="group"
              aria-label={t('questions.bulkLabel')}
              className="flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800"
            >
              <p role="status" className="mr-2 text-sm font-medium">
                {t('questions.selected', { count: chosen.length })}
              </p>
              <Button
                variant="secondary"
                disabled={chosen.length === 0 || bulk.pending}
                onClick={() => setChosenActive(true)}
              >
                {t('questions.activate')}
              </Button>
              <Button
                variant="secondary"
                disabled={chosen.length === 0 || bulk.pending}
                onClick={() => setChosenActive(false)}
              >
                {t('questions.deactivate')}
              </Button>
            </div>
            <AdminTable
              caption={t('questions.caption', {
                topic: data.topic.name,
                page: pagination.page,
                pages: Math.max(1, pagination.total_pages),
              })}
              columns={[
                {
                  key: 'select',
                  label: (
                    <input
                      type="checkbox"
                      className={CHECKBOX}
                      aria-label={t('questions.selectAll')}
                      checked={allChosen}
                      onChange={(event) =>
                        setSelected(
                          event.target.checked
                            ? new Set(questions.map((question) => question.id))
                            : new Set(),
                        )
                      }
                    />
                  ),
                },
                { key: 'question', label: t('columns.question') },
                { key: 'answer', label: t('columns.answer') },
                { key: 'difficulty', label: t('columns.difficulty') },
                { key: 'points', label: t('columns.points') },
                { key: 'status', label: t('columns.status') },
                { key: 'actions', label: t('columns.actions') },
              ]}
            >
              {questions.map((question) => {
                const name = shortText(question.question_text);
                const correct = question.options.find((option) => option.is_correct);
                return (
                  <tr key={question.id}>
                    <td className={CELL}>
                      <input
                        type="checkbox"
                        className={CHECKBOX}
                        aria-label={t('questions.select', { text: name })}
                        checked={selected.has(question.id)}
                        onChange={(event) => toggle(question.id, event.target.checked)}
                      />
                    </td>
                    <td className={CELL} lang={question.language}>
                      <QuizText text={question.question_text} />
                    </td>
                    <td className={CELL} lang={question.language}>
                      {correct ? <QuizText text={correct.option_text} /> : null}
                    </td>
                    <td className={CELL}>
                      {tc(`difficulty.${question.difficulty}`)}
                      {question.calibrated_difficulty ? (
                        <span className="block text-xs text-slate-600 dark:text-slate-300">
                          {t('questions.measured', {
                            level: tc(`difficulty.${question.calibrated_difficulty}`),
                            count: question.calibration_answers,
                          })}
                        </span>
                      ) : null}
                    </td>
                    <td className={CELL}>{formatNumber(question.points)}</td>
                    <StatusCells
                      name={name}
                      active={question.is_active}
                      busy={softDelete.busy}
                      onEdit={() => setEditing({ row: question })}
                      onDelete={() => softDelete.remove(question.id)}
                      onRestore={() => softDelete.restore(question.id)}
                      confirm={{
                        title: t('questions.deleteTitle'),
                        description: t('questions.deleteDescription', { text: name }),
                        label: t('questions.deleteConfirm'),
                      }}
                    >
                      {preview ? (
                        <Button
                          variant="secondary"
                          onClick={() => setPreviewing(question)}
                          aria-label={t('actions.previewNamed', { name })}
                        >
                          {t('actions.preview')}
                        </Button>
                      ) : null}
                    </StatusCells>
                  </tr>
                );
              })}
            </AdminTable>
            <Pager
              label={t('questions.pages')}
              pagination={pagination}
              onPage={(page) => go({ page, search: query.search })}
            />
          </>
        )}
      </ListBody>
      {editing ? (
        <QuestionFormDialog
          key={editing.row?.id ?? 'new'}
          topicId={topicId}
          question={editing.row}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      {previewing && preview ? (
        <QuestionPreviewDialog
          question={previewing}
          preview={preview}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
    </section>
  );
}

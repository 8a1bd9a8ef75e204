import type { AuthoredQuestionView, QuestionSet } from '@quizarena/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { apiRefusalText } from '../../../lib/api-error-text';
import { deleteSetQuestion, getSetQuestions } from '../api/question-sets';
import { setKeys } from '../api/keys';
import type { SetSources } from '../sources';
import { SetQuestionDialog } from './set-question-dialog';

/** The set's questions in order: each one's type and picture, Preview, Edit and Remove; Add. */
export function SetQuestionsSection({ set, sources }: { set: QuestionSet; sources: SetSources }) {
  const { t } = useTranslation('questionSets');
  const { t: tq } = useTranslation('questionEditor');
  const queryClient = useQueryClient();
  const questions = useQuery({
    queryKey: setKeys.questions(set.id),
    queryFn: ({ signal }) => getSetQuestions(set.id, signal),
  });
  const [editing, setEditing] = useState<AuthoredQuestionView | null | 'new'>(null);
  const [removing, setRemoving] = useState<AuthoredQuestionView | null>(null);
  const [previewing, setPreviewing] = useState<AuthoredQuestionView | null>(null);
  const remove = useMutation({
    mutationFn: (question: AuthoredQuestionView) => deleteSetQuestion(set.id, question.id),
    onSuccess: (changed) => {
      queryClient.setQueryData(setKeys.one(set.id), changed);
      void queryClient.invalidateQueries({ queryKey: setKeys.questions(set.id) });
      void queryClient.invalidateQueries({ queryKey: setKeys.mine() });
      toast.success(t('questions.removed'));
    },
    onError: (error) => toast.error(apiRefusalText(error, t('questions.failed'))),
  });
  const Preview = sources.preview;
  return (
    <section aria-labelledby="set-questions" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="set-questions" className="text-xl font-semibold">
          {t('questions.title', { count: set.question_count })}
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('questions.add')}
        </Button>
      </div>
      {questions.isPending ? (
        <ListLoading label={t('questions.loading')} />
      ) : questions.isError ? (
        <ListError
          error={questions.error}
          fallback={t('questions.loadFailed')}
          onRetry={() => void questions.refetch()}
        />
      ) : questions.data.length === 0 ? (
        <EmptyState>
          <p>{t('questions.empty')}</p>
        </EmptyState>
      ) : (
        <ol className="space-y-3">
          {questions.data.map((question, index) => {
            const n = index + 1;
            return (
              <li
                key={question.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium" lang={question.language}>
                    {n}. {question.question_text}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="indigo">{tq(`type.names.${question.type}`)}</Badge>
                    {question.image_url ? <Badge>{t('questions.hasPicture')}</Badge> : null}
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {Preview ? (
                    <Button
                      variant="secondary"
                      aria-label={t('questions.previewNumber', { n })}
                      onClick={() => setPreviewing(question)}
                    >
                      {t('questions.preview')}
                    </Button>
                  ) : null}
                  <Button
                    variant="secondary"
                    aria-label={t('questions.editNumber', { n })}
                    onClick={() => setEditing(question)}
                  >
                    {t('questions.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('questions.removeNumber', { n })}
                    onClick={() => setRemoving(question)}
                  >
                    {t('questions.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {editing !== null ? (
        <SetQuestionDialog
          set={set}
          question={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('questions.removeTitle')}
        description={t('questions.removeDescription', { text: removing?.question_text ?? '' })}
        confirmLabel={t('questions.remove')}
        destructive
        onConfirm={() => {
          if (removing) remove.mutate(removing);
        }}
      />
      {Preview && previewing ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setPreviewing(null);
          }}
        >
          <DialogContent
            title={t('questions.previewTitle')}
            description={t('questions.previewDescription')}
            className="max-w-3xl"
          >
            <Preview question={previewing} />
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}

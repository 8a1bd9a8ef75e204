import type { AuthoredQuestionView, QuestionSet } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { QuestionEditor } from '../../../components/question-editor/question-editor';
import {
  checkDraft,
  draftOf,
  refusedQuestionFields,
  type QuestionErrors,
} from '../../../components/question-editor/question-draft';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { apiRefusalText } from '../../../lib/api-error-text';
import { addSetQuestion, editSetQuestion } from '../api/question-sets';
import { setKeys } from '../api/keys';
import { DialogFormFooter } from './dialog-form-footer';

/** The editor of one question, mounted while the dialog is open so each starts afresh. */
function QuestionForm({
  set,
  question,
  onDone,
}: {
  set: QuestionSet;
  question: AuthoredQuestionView | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('questionSets');
  const { t: tq } = useTranslation('questionEditor');
  const queryClient = useQueryClient();
  const [original] = useState(() => (question ? draftOf(question) : undefined));
  const [draft, setDraft] = useState(() => original ?? draftOf());
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [failure, setFailure] = useState<string>();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof addSetQuestion>[1]) =>
      question ? editSetQuestion(set.id, question.id, body) : addSetQuestion(set.id, body),
    onSuccess: ({ set: changed }) => {
      queryClient.setQueryData(setKeys.one(set.id), changed);
      void queryClient.invalidateQueries({ queryKey: setKeys.questions(set.id) });
      void queryClient.invalidateQueries({ queryKey: setKeys.mine() });
      toast.success(t(question ? 'questions.saved' : 'questions.added'));
      onDone();
    },
    onError: (error) => {
      const refused = refusedQuestionFields(error);
      setErrors(refused);
      setFailure(
        Object.keys(refused).length > 0 ? undefined : apiRefusalText(error, t('questions.failed')),
      );
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft, tq, original);
    setErrors(checked.errors ?? {});
    setFailure(undefined);
    if (checked.body) save.mutate(checked.body);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <QuestionEditor draft={draft} onChange={setDraft} errors={errors} />
      <DialogFormFooter
        failure={failure ?? (Object.keys(errors).length > 0 ? t('questions.fixErrors') : undefined)}
        pending={save.isPending}
        submitLabel={t('questions.save')}
        pendingLabel={t('questions.saving')}
      />
    </form>
  );
}

/** Adds a question to the set, or edits `question`, in the question editor. */
export function SetQuestionDialog({
  set,
  question,
  open,
  onOpenChange,
}: {
  set: QuestionSet;
  question: AuthoredQuestionView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('questionSets');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={question ? t('questions.editTitle') : t('questions.addTitle')}
        description={
          set.review_status === 'approved' ? t('details.relisting') : t('questions.formHint')
        }
        className="max-w-2xl"
      >
        <QuestionForm set={set} question={question} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

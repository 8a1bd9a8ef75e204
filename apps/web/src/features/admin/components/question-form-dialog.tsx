import type { AdminQuestion } from '@quizarena/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { QuestionEditor } from '../../../components/question-editor/question-editor';
import { checkDraft, draftOf } from '../../../components/question-editor/question-draft';
import { createQuestion, updateQuestion } from '../api/content';
import { adminKeys } from '../api/queries';
import { FormDialog } from './form-dialog';
import { ActiveField } from './form-fields';
import { useFormSubmit, type Prepared } from './use-form-submit';

/**
 * Writes a question of any type in the topic, or edits `question`, in the question editor an
 * educator's set uses too (type, text, picture with its words, options and their marks or
 * accepted answers, explanation, points, difficulty, language), plus whether players see it;
 * checked with the contract's one authored-question schema before it is sent.
 */
export function QuestionFormDialog({
  topicId,
  question,
  open,
  onOpenChange,
}: {
  topicId: string;
  question?: AdminQuestion | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminContent');
  const { t: tq } = useTranslation('questionEditor');
  const editing = question !== undefined;
  const [original] = useState(() => (question ? draftOf(question) : undefined));
  const [draft, setDraft] = useState(() => original ?? draftOf());
  const [active, setActive] = useState(question?.is_active ?? true);
  const { errors, failure, pending, submit } = useFormSubmit<AdminQuestion>(
    adminKeys.content,
    () => {
      toast.success(t(editing ? 'questions.saved' : 'questions.created'));
      onOpenChange(false);
    },
  );

  function prepared(): Prepared<AdminQuestion> {
    const checked = checkDraft(draft, tq, original);
    if (checked.errors) return checked.errors;
    // Sent as written: what the draft leaves out, the server fills in (or keeps, on an edit).
    const body = { ...checked.body, is_active: active };
    return question
      ? () => updateQuestion(question.id, body)
      : () => createQuestion({ ...body, topic_id: topicId });
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('questions.editTitle') : t('questions.new')}
      description={t('questions.formHint')}
      submitLabel={editing ? t('form.save') : t('questions.create')}
      pending={pending}
      error={failure}
      onSubmit={() => submit(prepared())}
      wide
    >
      <QuestionEditor draft={draft} onChange={setDraft} errors={errors}>
        <ActiveField active={active} onChange={setActive} />
      </QuestionEditor>
    </FormDialog>
  );
}

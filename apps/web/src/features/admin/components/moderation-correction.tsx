import {
  QUESTION_SHAPE,
  type AnswerCorrection,
  type AnswerKey,
  type DisputeDetail,
  type ModerationItemDetail,
} from '@quizarena/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField, FieldError } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { approveModerationItem } from '../api/moderation';
import { ActionCard } from './action-card';
import { ReasonField, useDecision } from './moderation-decision';

type Question = DisputeDetail['question'];

/** The key being edited, in the shape its type is edited in. */
type Draft =
  | { type: 'single' | 'true_false'; option: string }
  | { type: 'multiple'; options: string[] }
  | { type: 'ordering'; order: string[] }
  | { type: 'typed'; accepted: string; typos: number };

function draftOf(key: AnswerKey): Draft {
  switch (key.type) {
    case 'single':
    case 'true_false':
      return { type: key.type, option: key.correct_option_id };
    case 'multiple':
      return { type: 'multiple', options: key.correct_option_ids };
    case 'ordering':
      return { type: 'ordering', order: key.order };
    case 'typed':
      return { type: 'typed', accepted: key.accepted.join('\n'), typos: key.max_typos };
  }
}

/** The correction a draft sends: the right option of a choice question, else a whole key. */
function correctionOf(draft: Draft, question: Question): AnswerCorrection['answer_key'] | string {
  switch (draft.type) {
    case 'single':
    case 'true_false':
      return draft.option;
    case 'multiple':
      // In the question's own order, whatever order they were ticked in.
      return {
        type: 'multiple',
        correct_option_ids: question.options
          .map((option) => option.id)
          .filter((id) => draft.options.includes(id)),
      };
    case 'ordering':
      return { type: 'ordering', order: draft.order };
    case 'typed':
      return {
        type: 'typed',
        accepted: draft.accepted
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        max_typos: draft.typos,
      };
  }
}

/** The editor of the question's key, fitting its type; a refusal of it is shown under it. */
function KeyEditor({
  question,
  draft,
  onChange,
  error,
}: {
  question: Question;
  draft: Draft;
  onChange: (draft: Draft) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('adminModeration');
  const ids = useId();
  const errorId = `${ids}-error`;
  const text = (id: string) => question.options.find((option) => option.id === id)?.option_text;
  const described = error ? errorId : undefined;
  if (draft.type === 'single' || draft.type === 'true_false')
    return (
      <fieldset className="space-y-2" aria-describedby={described}>
        <legend className="text-sm font-medium">{t('decide.correct.rightOption')}</legend>
        {question.options.map((option) => (
          <label key={option.id} className="flex min-h-6 items-center gap-3 text-sm">
            <input
              type="radio"
              name={`${ids}-option`}
              value={option.id}
              checked={draft.option === option.id}
              onChange={() => onChange({ ...draft, option: option.id })}
              className="h-5 w-5 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
            />
            {option.option_text}
          </label>
        ))}
        <FieldError id={errorId} error={error} />
      </fieldset>
    );
  if (draft.type === 'multiple')
    return (
      <fieldset className="space-y-2" aria-describedby={described}>
        <legend className="text-sm font-medium">{t('decide.correct.rightOptions')}</legend>
        {question.options.map((option) => (
          <CheckboxField
            key={option.id}
            label={option.option_text}
            checked={draft.options.includes(option.id)}
            onChange={(checked) =>
              onChange({
                ...draft,
                options: checked
                  ? [...draft.options, option.id]
                  : draft.options.filter((id) => id !== option.id),
              })
            }
          />
        ))}
        <FieldError id={errorId} error={error} />
      </fieldset>
    );
  if (draft.type === 'ordering') {
    const move = (index: number, by: number) => {
      const order = [...draft.order];
      [order[index], order[index + by]] = [order[index + by]!, order[index]!];
      onChange({ ...draft, order });
    };
    return (
      <div className="space-y-2">
        <h5 id={`${ids}-order`} className="text-sm font-medium">
          {t('decide.correct.order')}
        </h5>
        <ol aria-labelledby={`${ids}-order`} aria-describedby={described} className="space-y-2">
          {draft.order.map((id, index) => {
            const option = text(id) ?? id;
            return (
              <li key={id} className="flex items-center gap-2">
                <span className="flex-1">
                  {index + 1}. {option}
                </span>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('decide.correct.moveUp', { option })}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={index === draft.order.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('decide.correct.moveDown', { option })}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        <FieldError id={errorId} error={error} />
      </div>
    );
  }
  if (draft.type !== 'typed') return null;
  return (
    <div className="space-y-3">
      <TextArea
        label={t('decide.correct.accepted')}
        hint={t('decide.correct.acceptedHint')}
        value={draft.accepted}
        rows={3}
        onChange={(event) => onChange({ ...draft, accepted: event.target.value })}
        error={error}
      />
      <SelectField
        label={t('decide.correct.typos')}
        value={String(draft.typos)}
        onChange={(value) => onChange({ ...draft, typos: Number(value) })}
        options={Array.from({ length: QUESTION_SHAPE.maxTypos + 1 }, (_, typos) => ({
          value: String(typos),
          label: String(typos),
        }))}
      />
    </div>
  );
}

/**
 * Uphold a question's disputes by correcting its answer: the right option, or the whole key of
 * the other types, and the explanation if it needs it. It asks first, since every solo quiz
 * that asked the question is re-scored and players gain or lose points.
 */
export function CorrectionForm({ item }: { item: ModerationItemDetail }) {
  const { t } = useTranslation('adminModeration');
  const question = item.dispute!.question;
  const [reason, setReason] = useState('');
  const [draft, setDraft] = useState<Draft>(() => draftOf(question.answer_key));
  const [explanation, setExplanation] = useState(question.explanation ?? '');
  const [asking, setAsking] = useState(false);
  const action = useDecision(
    (body: Parameters<typeof approveModerationItem>[1]) => approveModerationItem(item.id, body),
    (result) =>
      result.rescored?.pending ? t('decide.done.correctedPending') : t('decide.done.corrected'),
  );
  const corrected = correctionOf(draft, question);
  const written = explanation.trim();
  const explanationChanged = written !== (question.explanation ?? '');
  const body = {
    reason,
    remove_content: false,
    correction: {
      ...(typeof corrected === 'string'
        ? { correct_option_id: corrected }
        : { answer_key: corrected }),
      ...(explanationChanged ? { explanation: written || null } : {}),
    },
  };
  const submit = t('decide.correct.submit');
  return (
    <ActionCard
      title={t('decide.correct.title')}
      description={t('decide.correct.description')}
      submitLabel={submit}
      destructive
      refusal={action.refusal.general}
      pending={action.mutation.isPending}
      onSubmit={() => setAsking(true)}
      asks={
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t('decide.correct.confirm')}
          description={t('decide.correct.consequences')}
          confirmLabel={submit}
          destructive
          onConfirm={() => action.mutation.mutate(body)}
        />
      }
    >
      <ReasonField
        value={reason}
        onChange={setReason}
        error={action.refusal.fields.reason}
        hint={t('decide.reasonHintDispute')}
      />
      <KeyEditor
        question={question}
        draft={draft}
        onChange={setDraft}
        error={action.refusal.fields.correction}
      />
      <TextArea
        label={t('decide.correct.explanation')}
        hint={t('decide.correct.explanationHint')}
        value={explanation}
        rows={3}
        maxLength={2000}
        onChange={(event) => setExplanation(event.target.value)}
      />
    </ActionCard>
  );
}

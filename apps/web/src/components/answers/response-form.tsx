import type { PlayerResponse, QuestionType } from '@quizarena/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { emptyDraft, responseOfDraft, type AnswerDraft } from './answer-draft';
import { MultipleAnswerInput } from './multiple-answer-input';
import { OrderingInput } from './ordering-input';
import { TypedAnswerInput } from './typed-answer-input';

/**
 * A question answered other than by one click, in every game alike (solo, live, review): the
 * input its type asks for and Submit Answer, which sends once something is ticked or typed.
 * After the verdict the input shows what was right.
 */
export function ResponseForm({
  options,
  draft,
  onDraft,
  onSubmit,
  open,
  correct,
  language,
  submitClassName,
}: {
  options: readonly { id: string; option_text: string }[];
  draft: AnswerDraft;
  onDraft: (draft: AnswerDraft) => void;
  onSubmit: (response: PlayerResponse) => void;
  /** Whether it can still be answered. */
  open: boolean;
  /** The fully right response, once revealed. */
  correct?: PlayerResponse | null;
  language?: string;
  submitClassName?: string;
}) {
  const { t } = useTranslation('quiz');
  const ready = responseOfDraft(draft);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (open && ready) onSubmit(ready);
      }}
    >
      {draft.type === 'multiple' ? (
        <MultipleAnswerInput
          options={options}
          chosen={draft.option_ids}
          onChange={(option_ids) => onDraft({ type: 'multiple', option_ids })}
          disabled={!open}
          correctIds={correct && 'option_ids' in correct ? correct.option_ids : null}
          language={language}
        />
      ) : draft.type === 'ordering' ? (
        <OrderingInput
          options={options}
          order={draft.order}
          onChange={(order) => onDraft({ type: 'ordering', order })}
          disabled={!open}
          rightOrder={correct && 'order' in correct ? correct.order : null}
          language={language}
        />
      ) : (
        <TypedAnswerInput
          text={draft.text}
          onChange={(text) => onDraft({ type: 'typed', text })}
          disabled={!open}
          language={language}
        />
      )}
      {open ? (
        <Button type="submit" className={submitClassName} disabled={!ready}>
          {t('answerTypes.submit')}
        </Button>
      ) : null}
    </form>
  );
}

/**
 * The answer form of one question not answered by one click, holding its own draft from a fresh
 * start (ticked nothing, the order served, nothing typed). Key it by question, so the next
 * question starts afresh; renders nothing for a choice question.
 */
export function QuestionResponseForm({
  type,
  options,
  ...rest
}: Omit<Parameters<typeof ResponseForm>[0], 'draft' | 'onDraft'> & { type: QuestionType }) {
  const [draft, setDraft] = useState(() => emptyDraft(type, options));
  if (!draft) return null;
  return <ResponseForm options={options} draft={draft} onDraft={setDraft} {...rest} />;
}

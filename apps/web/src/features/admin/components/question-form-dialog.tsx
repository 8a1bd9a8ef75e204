import {
  DIFFICULTY_LEVELS,
  QUESTION_RULES,
  questionCreateBodySchema,
  questionUpdateBodySchema,
  type AdminQuestion,
  type DifficultyLevel,
} from '@quizarena/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { createQuestion, updateQuestion } from '../api/content';
import { adminKeys } from '../api/queries';
import { FormDialog } from './form-dialog';
import { ActiveField, useFormFields } from './form-fields';
import { prepare, useFormSubmit, type Prepared } from './use-form-submit';

/** An option as edited: a stored one keeps its id, so played sessions keep their answer. */
type OptionDraft = { key: string; id?: string; text: string; correct: boolean };

type Fields = {
  question_text: string;
  options: OptionDraft[];
  explanation: string;
  points: string;
  difficulty: DifficultyLevel;
  language: string;
  is_active: boolean;
};

let drafts = 0;
const blankOption = (): OptionDraft => ({ key: `new-${(drafts += 1)}`, text: '', correct: false });

function fieldsOf(question?: AdminQuestion): Fields {
  return {
    question_text: question?.question_text ?? '',
    options: question
      ? question.options.map((option) => ({
          key: option.id,
          id: option.id,
          text: option.option_text,
          correct: option.is_correct,
        }))
      : [{ ...blankOption(), correct: true }, blankOption()],
    explanation: question?.explanation ?? '',
    points: String(question?.points ?? QUESTION_RULES.defaultPoints),
    difficulty: question?.difficulty ?? 'beginner',
    language: question?.language ?? '',
    is_active: question?.is_active ?? true,
  };
}

function bodyOf(fields: Fields, editing: boolean) {
  const explanation = fields.explanation.trim();
  const language = fields.language.trim();
  return {
    question_text: fields.question_text,
    options: fields.options.map((option) => ({
      ...(editing && option.id ? { id: option.id } : {}),
      option_text: option.text,
      is_correct: option.correct,
    })),
    explanation: explanation === '' ? (editing ? null : undefined) : explanation,
    points: fields.points.trim() === '' ? Number.NaN : Number(fields.points),
    difficulty: fields.difficulty,
    // Empty: a new question takes its topic's language; an edited one keeps its own.
    language: language === '' ? undefined : language,
    is_active: fields.is_active,
  };
}

/**
 * Writes a question in the topic, or edits `question`: its text, two to six options with exactly
 * one marked correct (a radio group), explanation, points, difficulty and language, checked with
 * the contract's schema before it is sent.
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
  const { t: tc } = useTranslation('content');
  const editing = question !== undefined;
  const group = useId();
  const { fields, set, update, bindAll } = useFormFields(() => fieldsOf(question));
  const { errors, failure, pending, submit } = useFormSubmit<AdminQuestion>(
    adminKeys.content,
    () => {
      toast.success(t(editing ? 'questions.saved' : 'questions.created'));
      onOpenChange(false);
    },
  );
  const setOptions = update('options');

  function prepared(): Prepared<AdminQuestion> {
    const body = bodyOf(fields, editing);
    return question
      ? prepare(
          questionUpdateBodySchema,
          body,
          (checked) => updateQuestion(question.id, checked),
          t,
        )
      : prepare(
          questionCreateBodySchema,
          { ...body, topic_id: topicId },
          (checked) => createQuestion(checked),
          t,
        );
  }

  const optionsError = errors.options;
  const bound = bindAll(errors);
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
      <TextArea label={t('fields.questionText')} {...bound.question_text} rows={3} />
      <fieldset
        className="space-y-3"
        aria-describedby={optionsError ? `${group}-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('fields.options')}
        </legend>
        <ol className="space-y-3">
          {fields.options.map((option, index) => {
            const n = index + 1;
            return (
              <li key={option.key} className="flex items-start gap-3">
                <div className="flex-1">
                  <TextField
                    label={t('fields.option', { n })}
                    value={option.text}
                    onChange={(event) =>
                      setOptions((options) =>
                        options.map((one, at) =>
                          at === index ? { ...one, text: event.target.value } : one,
                        ),
                      )
                    }
                    error={errors[`options.${index}.option_text`] ?? errors[`options.${index}.id`]}
                  />
                </div>
                <label className="mt-8 flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${group}-correct`}
                    checked={option.correct}
                    onChange={() =>
                      setOptions((options) =>
                        options.map((one, at) => ({ ...one, correct: at === index })),
                      )
                    }
                    aria-invalid={optionsError ? true : undefined}
                    aria-describedby={optionsError ? `${group}-error` : undefined}
                    className="h-4 w-4 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
                  />
                  <span>
                    {t('fields.correct')}
                    <span className="sr-only"> {t('fields.option', { n })}</span>
                  </span>
                </label>
                <Button
                  variant="ghost"
                  className="mt-6"
                  aria-label={t('fields.removeOption', { n })}
                  disabled={fields.options.length <= QUESTION_RULES.minOptions}
                  onClick={() => setOptions((options) => options.filter((_, at) => at !== index))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        {optionsError ? (
          <p id={`${group}-error`} className="text-sm text-red-700 dark:text-red-400">
            {optionsError}
          </p>
        ) : null}
        <Button
          variant="secondary"
          disabled={fields.options.length >= QUESTION_RULES.maxOptions}
          onClick={() => setOptions((options) => [...options, blankOption()])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('fields.addOption')}
        </Button>
      </fieldset>
      <TextArea
        label={t('fields.explanation')}
        hint={t('fields.explanationHint')}
        {...bound.explanation}
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('fields.points')}
          hint={t('fields.pointsHint', {
            min: QUESTION_RULES.minPoints,
            max: QUESTION_RULES.maxPoints,
          })}
          inputMode="numeric"
          {...bound.points}
        />
        <SelectField
          label={t('fields.difficulty')}
          value={fields.difficulty}
          onChange={(value) => set('difficulty')(value as DifficultyLevel)}
          options={DIFFICULTY_LEVELS.map((level) => ({
            value: level,
            label: tc(`difficulty.${level}`),
          }))}
        />
        <TextField
          label={t('fields.language')}
          hint={t('fields.questionLanguageHint')}
          {...bound.language}
          spellCheck={false}
        />
      </div>
      <ActiveField active={fields.is_active} onChange={set('is_active')} />
    </FormDialog>
  );
}

import {
  DIFFICULTY_LEVELS,
  QUESTION_RULES,
  QUESTION_SHAPE,
  QUESTION_TYPES,
  type DifficultyLevel,
  type QuestionType,
} from '@quizarena/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-error-text';
import { uploadFile } from '../../lib/upload-file';
import { Button } from '../ui/button';
import { FieldError } from '../ui/checkbox-field';
import { PicturePicker } from '../ui/picture-picker';
import { SelectField } from '../ui/select-field';
import { TextArea } from '../ui/text-area';
import { TextField } from '../ui/text-field';
import {
  blankAnswer,
  blankOption,
  retyped,
  TYPO_CHOICES,
  type OptionDraft,
  type QuestionDraft,
  type QuestionErrors,
} from './question-draft';

/** A labelled group of controls with its refusal tied to it. */
function Group({
  id: given,
  legend,
  hint,
  error,
  children,
}: {
  /** Its error is `${id}-error`, for controls inside to point at. */
  id?: string;
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const generated = useId();
  const id = given ?? generated;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <fieldset className="space-y-3" aria-describedby={described.join(' ') || undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** What each part of the editor takes: the draft, its errors, and a change to part of it. */
type PartProps = {
  draft: QuestionDraft;
  errors: QuestionErrors;
  onChange: (change: Partial<QuestionDraft>) => void;
};

/** Moves one item of a list by `step` places (-1 up, +1 down). */
function moved<T>(items: readonly T[], index: number, step: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(index, 1);
  copy.splice(index + step, 0, item!);
  return copy;
}

/**
 * The options of a choice or ordering question: each one's text, its mark (one right answer: a
 * radio group; all that apply: checkboxes; an ordering question is right in the order listed,
 * so it has none), moved up or down and removed by buttons that say which option, an option
 * added at the end; every move is said in `announce`.
 */
function OptionsEditor({
  draft,
  errors,
  onChange,
  announce,
}: {
  draft: QuestionDraft;
  errors: QuestionErrors;
  onChange: (options: OptionDraft[]) => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation('questionEditor');
  const group = useId();
  const { options, type } = draft;
  const oneAnswer = type === 'single' || type === 'true_false';
  const fixed = type === 'true_false';
  const set = (index: number, change: Partial<OptionDraft>) =>
    onChange(options.map((one, at) => (at === index ? { ...one, ...change } : one)));
  const move = (index: number, step: number) => {
    onChange(moved(options, index, step));
    announce(t('options.moved', { n: index + 1, to: index + 1 + step }));
  };
  return (
    <Group
      id={group}
      legend={t('options.legend')}
      hint={t(`options.hints.${type === 'typed' ? 'single' : type}`)}
      error={errors.options}
    >
      <ol className="space-y-3">
        {options.map((option, index) => {
          const n = index + 1;
          return (
            <li key={option.key} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
              <div className="min-w-0 flex-1">
                <TextField
                  label={t('options.option', { n })}
                  value={option.text}
                  onChange={(event) => set(index, { text: event.target.value })}
                  error={errors[`options.${index}.option_text`] ?? errors[`options.${index}.id`]}
                />
              </div>
              {type !== 'ordering' ? (
                <label className="mt-8 flex min-h-6 items-center gap-2 text-sm">
                  <input
                    type={oneAnswer ? 'radio' : 'checkbox'}
                    name={`${group}-correct`}
                    checked={option.correct}
                    onChange={(event) =>
                      onChange(
                        options.map((one, at) =>
                          oneAnswer
                            ? { ...one, correct: at === index }
                            : at === index
                              ? { ...one, correct: event.target.checked }
                              : one,
                        ),
                      )
                    }
                    aria-invalid={errors.options ? true : undefined}
                    aria-describedby={errors.options ? `${group}-error` : undefined}
                    className="h-4 w-4 accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
                  />
                  <span>
                    {t('options.correct')}
                    <span className="sr-only"> {t('options.option', { n })}</span>
                  </span>
                </label>
              ) : null}
              <div className="mt-6 flex gap-1">
                <Button
                  variant="ghost"
                  aria-label={t('options.up', { n })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('options.down', { n })}
                  disabled={index === options.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('options.remove', { n })}
                  disabled={fixed || options.length <= QUESTION_RULES.minOptions}
                  onClick={() => {
                    onChange(options.filter((_, at) => at !== index));
                    announce(t('options.removed', { n }));
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {fixed ? null : (
        <Button
          variant="secondary"
          disabled={options.length >= QUESTION_RULES.maxOptions}
          onClick={() => {
            onChange([...options, blankOption()]);
            announce(t('options.added', { n: options.length + 1 }));
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('options.add')}
        </Button>
      )}
    </Group>
  );
}

/** A typed question's accepted answers, and the typos forgiven. */
function AnswersEditor({ draft, errors, onChange }: PartProps) {
  const { t } = useTranslation('questionEditor');
  const { accepted } = draft;
  return (
    <>
      <Group legend={t('typed.legend')} hint={t('typed.hint')} error={errors.accepted_answers}>
        <ol className="space-y-3">
          {accepted.map((answer, index) => (
            <li key={answer.key} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label={t('typed.answer', { n: index + 1 })}
                  value={answer.text}
                  maxLength={QUESTION_SHAPE.maxAnswerLength}
                  onChange={(event) =>
                    onChange({
                      accepted: accepted.map((one, at) =>
                        at === index ? { ...one, text: event.target.value } : one,
                      ),
                    })
                  }
                  error={errors[`accepted_answers.${index}`]}
                />
              </div>
              <Button
                variant="ghost"
                className="mt-6"
                aria-label={t('typed.remove', { n: index + 1 })}
                disabled={accepted.length <= 1}
                onClick={() => onChange({ accepted: accepted.filter((_, at) => at !== index) })}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          disabled={accepted.length >= QUESTION_SHAPE.maxAccepted}
          onClick={() => onChange({ accepted: [...accepted, blankAnswer()] })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('typed.add')}
        </Button>
      </Group>
      <SelectField
        label={t('typed.typos')}
        value={draft.max_typos}
        onChange={(value) => onChange({ max_typos: Number(value) })}
        error={errors.max_typos}
        options={TYPO_CHOICES.map((count) => ({
          value: count,
          label: t('typed.typosOption', { count }),
        }))}
      />
    </>
  );
}

/** The question's picture: upload, see it, describe it (required), or remove it. */
function PictureEditor({ draft, errors, onChange }: PartProps) {
  const { t } = useTranslation('questionEditor');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const upload = async (file: File) => {
    setPending(true);
    setFailure(undefined);
    try {
      const { url } = await uploadFile('questions', file);
      onChange({ image_url: url });
    } catch (error) {
      setFailure(apiErrorText(error, t('picture.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <Group legend={t('picture.legend')} error={errors.image_url}>
      {draft.image_url ? (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={draft.image_url}
            alt={draft.image_alt}
            className="max-h-40 max-w-xs rounded-lg border border-slate-200 object-contain dark:border-slate-700"
          />
          <Button variant="secondary" onClick={() => onChange({ image_url: null, image_alt: '' })}>
            {t('picture.remove')}
          </Button>
        </div>
      ) : null}
      <PicturePicker
        label={draft.image_url ? t('picture.replace') : t('picture.choose')}
        pendingLabel={t('picture.uploading')}
        pendingStatus={t('picture.uploadingStatus')}
        hint={t('picture.hint')}
        pending={pending}
        onFile={(file) => void upload(file)}
        onTooLarge={() => setFailure(t('picture.tooLarge'))}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
      {draft.image_url ? (
        <TextField
          label={t('picture.alt')}
          hint={t('picture.altHint')}
          value={draft.image_alt}
          maxLength={300}
          required
          onChange={(event) => onChange({ image_alt: event.target.value })}
          error={errors.image_alt}
        />
      ) : null}
    </Group>
  );
}

/**
 * A question of any type as its author writes it, for an educator's set and for the admin
 * console alike: its type, text and picture (with the words that stand for it), the options and
 * their marks or a typed question's accepted answers and typos, the explanation, points,
 * difficulty and language. `errors` are by the body's path; `children` are fields the caller
 * adds at the end (the console's 'shown to players').
 */
export function QuestionEditor({
  draft,
  onChange,
  errors,
  children,
}: {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  errors: QuestionErrors;
  children?: ReactNode;
}) {
  const { t } = useTranslation('questionEditor');
  const { t: tc } = useTranslation('content');
  const [said, setSaid] = useState('');
  const change = (part: Partial<QuestionDraft>) => onChange({ ...draft, ...part });
  return (
    <div className="space-y-5">
      <SelectField
        label={t('type.label')}
        value={draft.type}
        onChange={(value) =>
          onChange(
            retyped(draft, value as QuestionType, {
              true: t('type.trueText'),
              false: t('type.falseText'),
            }),
          )
        }
        error={errors.type}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`type.names.${type}`) }))}
      />
      <TextArea
        label={t('text')}
        value={draft.question_text}
        rows={3}
        maxLength={1000}
        onChange={(event) => change({ question_text: event.target.value })}
        error={errors.question_text}
      />
      <PictureEditor draft={draft} errors={errors} onChange={change} />
      {draft.type === 'typed' ? (
        <AnswersEditor draft={draft} errors={errors} onChange={change} />
      ) : (
        <OptionsEditor
          draft={draft}
          errors={errors}
          onChange={(options) => change({ options })}
          announce={setSaid}
        />
      )}
      <TextArea
        label={t('explanation')}
        hint={t('explanationHint')}
        value={draft.explanation}
        rows={3}
        maxLength={2000}
        onChange={(event) => change({ explanation: event.target.value })}
        error={errors.explanation}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('points')}
          hint={t('pointsHint', { min: QUESTION_RULES.minPoints, max: QUESTION_RULES.maxPoints })}
          inputMode="numeric"
          value={draft.points}
          onChange={(event) => change({ points: event.target.value })}
          error={errors.points}
        />
        <SelectField
          label={t('difficulty')}
          value={draft.difficulty}
          onChange={(value) => change({ difficulty: value as DifficultyLevel })}
          options={DIFFICULTY_LEVELS.map((level) => ({
            value: level,
            label: tc(`difficulty.${level}`),
          }))}
        />
        <TextField
          label={t('language')}
          hint={t('languageHint')}
          value={draft.language}
          spellCheck={false}
          onChange={(event) => change({ language: event.target.value })}
          error={errors.language}
        />
      </div>
      {children}
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}

import {
  AUTHORED_QUESTION_MESSAGES,
  BAD_TEXT_MESSAGE,
  LANGUAGE_TAG_MESSAGE,
  QUESTION_RULES,
  QUESTION_SHAPE,
  authoredQuestionSchema,
  type AuthoredQuestionBody,
  type AuthoredQuestionView,
  type DifficultyLevel,
  type QuestionType,
} from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** An option as edited: a stored one keeps its id, so played sessions keep their answer. */
export type OptionDraft = { key: string; id?: string; text: string; correct: boolean };
/** An accepted answer of a typed question, as edited. */
export type AnswerDraft = { key: string; text: string };

/** A question of any type as its editor holds it: text as typed, checked when sent. */
export type QuestionDraft = {
  type: QuestionType;
  question_text: string;
  options: OptionDraft[];
  accepted: AnswerDraft[];
  max_typos: number;
  explanation: string;
  /** As typed. */
  points: string;
  difficulty: DifficultyLevel;
  /** Empty: the set's (or topic's) language, or the question's own once stored. */
  language: string;
  image_url: string | null;
  image_alt: string;
};

/** Field errors by the body's path ('options', 'options.1.option_text', 'image_alt'). */
export type QuestionErrors = Record<string, string>;

let drafts = 0;
const nextKey = () => `new-${(drafts += 1)}`;
export const blankOption = (correct = false): OptionDraft => ({
  key: nextKey(),
  text: '',
  correct,
});
export const blankAnswer = (): AnswerDraft => ({ key: nextKey(), text: '' });

/** A stored question as a draft, or a new single-choice question of two empty options. */
export function draftOf(question?: AuthoredQuestionView): QuestionDraft {
  if (!question) {
    return {
      type: 'single',
      question_text: '',
      options: [blankOption(true), blankOption()],
      accepted: [blankAnswer()],
      max_typos: 0,
      explanation: '',
      points: String(QUESTION_RULES.defaultPoints),
      difficulty: 'beginner',
      language: '',
      image_url: null,
      image_alt: '',
    };
  }
  return {
    type: question.type,
    question_text: question.question_text,
    options: question.options.map((option) => ({
      key: option.id,
      id: option.id,
      text: option.option_text,
      correct: option.is_correct,
    })),
    accepted: question.accepted_answers.length
      ? question.accepted_answers.map((text) => ({ key: nextKey(), text }))
      : [blankAnswer()],
    max_typos: question.max_typos,
    explanation: question.explanation ?? '',
    points: String(question.points),
    difficulty: question.difficulty,
    language: question.language,
    image_url: question.image_url,
    image_alt: question.image_alt ?? '',
  };
}

/**
 * The draft as another type: true/false gets its two options (`words` in the interface's
 * language when it had some other number), one-answer types keep one mark, typed keeps the
 * options aside (sent as none) so switching back finds them.
 */
export function retyped(
  draft: QuestionDraft,
  type: QuestionType,
  words: { true: string; false: string },
): QuestionDraft {
  let options = draft.options;
  if (type === 'true_false' && options.length !== 2) {
    options = [
      { ...blankOption(true), text: words.true },
      { ...blankOption(), text: words.false },
    ];
  }
  if (type === 'single' || type === 'true_false') {
    const first = Math.max(
      0,
      options.findIndex((option) => option.correct),
    );
    options = options.map((option, at) => ({ ...option, correct: at === first }));
  }
  return { ...draft, type, options };
}

/**
 * The body the authored-question schema checks, from the draft. It says only what it must: a
 * single-choice question's type, an empty explanation or no picture are left out of a new
 * question, and sent as null only to clear what `original` had; a single-choice question's
 * body is the one the console sent before questions had types.
 */
export function bodyOf(draft: QuestionDraft, original?: QuestionDraft): AuthoredQuestionBody {
  const typed = draft.type === 'typed';
  const explanation = draft.explanation.trim();
  const language = draft.language.trim();
  const picture = draft.image_url
    ? { image_url: draft.image_url, image_alt: draft.image_alt.trim() || null }
    : original?.image_url
      ? { image_url: null, image_alt: null }
      : {};
  return {
    ...(draft.type !== 'single' || (original && original.type !== 'single')
      ? { type: draft.type }
      : {}),
    question_text: draft.question_text,
    options: typed
      ? []
      : draft.options.map((option) => ({
          ...(option.id ? { id: option.id } : {}),
          option_text: option.text,
          // An ordering question is right in the order given.
          is_correct: draft.type === 'ordering' ? false : option.correct,
        })),
    ...(typed
      ? {
          accepted_answers: draft.accepted.map((answer) => answer.text),
          max_typos: draft.max_typos,
        }
      : {}),
    ...(explanation !== ''
      ? { explanation }
      : original?.explanation.trim()
        ? { explanation: null }
        : {}),
    points: draft.points.trim() === '' ? Number.NaN : Number(draft.points),
    difficulty: draft.difficulty,
    ...(language === '' ? {} : { language }),
    ...picture,
  };
}

type Issue = {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
};

/** The contract's own sentences in the shown language, else a word for the kind of problem. */
function issueText(issue: Issue, t: TFunction<'questionEditor'>): string {
  const known: Record<string, string> = {
    [AUTHORED_QUESTION_MESSAGES.exactlyOneCorrect]: t('errors.exactlyOneCorrect'),
    [AUTHORED_QUESTION_MESSAGES.atLeastOneCorrect]: t('errors.atLeastOneCorrect'),
    [AUTHORED_QUESTION_MESSAGES.distinctOptions]: t('errors.distinctOptions'),
    [AUTHORED_QUESTION_MESSAGES.twoOptions]: t('errors.twoOptions'),
    [AUTHORED_QUESTION_MESSAGES.acceptedRequired]: t('errors.acceptedRequired'),
    [AUTHORED_QUESTION_MESSAGES.imageAltRequired]: t('errors.imageAlt'),
    [AUTHORED_QUESTION_MESSAGES.imageUrl]: t('errors.imageUrl'),
    [`Give at least ${QUESTION_RULES.minOptions} options`]: t('errors.tooFewOptions', {
      count: QUESTION_RULES.minOptions,
    }),
    [`Give at most ${QUESTION_RULES.maxOptions} options`]: t('errors.tooManyOptions', {
      count: QUESTION_RULES.maxOptions,
    }),
    [BAD_TEXT_MESSAGE]: t('errors.badText'),
    [LANGUAGE_TAG_MESSAGE]: t('errors.language'),
  };
  if (known[issue.message]) return known[issue.message]!;
  if (issue.path[0] === 'points') {
    if (issue.code === 'too_big') return t('errors.atMost', { max: Number(issue.maximum) });
    if (issue.code === 'too_small') return t('errors.atLeast', { min: Number(issue.minimum) });
    return t('errors.wholeNumber');
  }
  if (issue.code === 'too_big') return t('errors.tooLong', { count: Number(issue.maximum) });
  return t('errors.required');
}

/**
 * The draft checked by the one authored-question schema before it is sent: its body, or its
 * problems by field in the shown language (the first for each field).
 */
export function checkDraft(
  draft: QuestionDraft,
  t: TFunction<'questionEditor'>,
  original?: QuestionDraft,
): { body: AuthoredQuestionBody; errors: null } | { body: null; errors: QuestionErrors } {
  const body = bodyOf(draft, original);
  const checked = authoredQuestionSchema.safeParse(body);
  if (checked.success) return { body, errors: null };
  const errors: QuestionErrors = {};
  for (const issue of checked.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issueText(issue, t);
  }
  return { body: null, errors };
}

/** A server refusal's fields as the editor names them ('body.options' is 'options'). */
export function refusedQuestionFields(error: unknown): QuestionErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: QuestionErrors = {};
  for (const detail of error.details ?? []) {
    errors[detail.field.replace(/^body\./, '')] ??= detail.message;
  }
  return errors;
}

/** How many typos a typed question may forgive, each a choice. */
export const TYPO_CHOICES = Array.from({ length: QUESTION_SHAPE.maxTypos + 1 }, (_, n) => n);

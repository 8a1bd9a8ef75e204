import {
  BAD_TEXT_MESSAGE,
  CAREER_ADMIN_MESSAGES,
  CONTENT_ADMIN_MESSAGES,
  LANGUAGE_TAG_MESSAGE,
} from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** What the forms read of a contract's refusal (a zod issue), whatever its kind. */
export type Issue = {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  expected?: string;
};

/** Field errors by path ('name', 'options', 'options.1.option_text'). */
export type FieldErrors = Record<string, string>;

type T = TFunction<'adminContent'>;

/** The contracts' own sentences for a rule, in the shown language. */
function knownMessage(message: string, t: T): string | undefined {
  switch (message) {
    case CONTENT_ADMIN_MESSAGES.exactlyOneCorrect:
      return t('form.errors.oneCorrect');
    case CONTENT_ADMIN_MESSAGES.distinctOptions:
      return t('form.errors.distinctOptions');
    case CONTENT_ADMIN_MESSAGES.color:
      return t('form.errors.color');
    case CONTENT_ADMIN_MESSAGES.icon:
      return t('form.errors.icon');
    case CAREER_ADMIN_MESSAGES.distinctTopics:
      return t('form.errors.distinctTopics');
    case LANGUAGE_TAG_MESSAGE:
      return t('form.errors.language');
    case BAD_TEXT_MESSAGE:
      return t('form.errors.badText');
    default:
      return undefined;
  }
}

/** One issue in words: the contract's rule where it names one, else by the issue's kind. */
function issueText(issue: Issue, t: T): string {
  const known = knownMessage(issue.message, t);
  if (known) return known;
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  if (issue.origin === 'number' && issue.code === 'too_small')
    return t('form.errors.atLeast', { min });
  if (issue.origin === 'number' && issue.code === 'too_big')
    return t('form.errors.atMost', { max });
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return t('form.errors.tooFew', { count: min });
      return t('form.errors.required');
    case 'too_big':
      if (issue.origin === 'array') return t('form.errors.tooMany', { count: max });
      return t('form.errors.tooLong', { count: max });
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? t('form.errors.wholeNumber')
        : t('form.errors.required');
    case 'invalid_format':
      return issue.message.includes('URL') ? t('form.errors.url') : t('form.errors.format');
    default:
      return t('form.errors.invalid');
  }
}

/** The contract's refusals as one message per field (the first for each), in the shown language. */
export function fieldErrors(issues: readonly Issue[], t: T): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issueText(issue, t);
  }
  return errors;
}

/**
 * The server's refusal as field errors ('body.options.1.id' is 'options.1.id'), in its own words
 * (written in the shown language); empty when it names no field of the body.
 */
export function refusedFields(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details ?? []) {
    if (!detail.field.startsWith('body.')) continue;
    errors[detail.field.slice('body.'.length)] ??= detail.message || error.message;
  }
  return errors;
}

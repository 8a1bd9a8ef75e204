import { ApiError } from '../../../lib/api-client';

/** The create form's fields, by the body's names. */
export const CHALLENGE_FIELDS = [
  'challenged_user_ids',
  'topic_id',
  'challenge_message',
  'question_count',
  'time_limit',
  'challenge_type',
] as const;
export type ChallengeField = (typeof CHALLENGE_FIELDS)[number];
export type FieldErrors = Partial<Record<ChallengeField, string>>;

/**
 * The refusal's words for each field it names ('body.time_limit', 'challenged_user_ids.0'), as
 * the server wrote them in the reader's language; the first word for a field wins. Empty when
 * the refusal names none of the form's fields.
 */
export function refusedFields(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const found: FieldErrors = {};
  for (const issue of error.details ?? []) {
    const name = issue.field.replace(/^body\./, '').split(/[.[]/)[0];
    const field = CHALLENGE_FIELDS.find((known) => known === name);
    if (field && !found[field]) found[field] = issue.message || error.message;
  }
  return found;
}

import { refusedFieldsOf } from '../../../lib/refused-fields';

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

/** The refusal's words for each of the form's fields it names ('body.time_limit', 'challenged_user_ids.0'). */
export function refusedFields(error: unknown): FieldErrors {
  return refusedFieldsOf(error, CHALLENGE_FIELDS);
}

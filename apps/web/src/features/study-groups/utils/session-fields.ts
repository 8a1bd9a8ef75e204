import { refusedFieldsOf } from '../../../lib/refused-fields';

/** The session form's fields, by the body's names. */
export const SESSION_FIELDS = [
  'title',
  'description',
  'type',
  'scheduled_at',
  'duration',
  'max_participants',
  'topic_id',
  'location',
  'recording_attachment_id',
] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];
export type SessionFieldErrors = Partial<Record<SessionField, string>>;

/** The refusal's words for each of the session form's fields it names. */
export function refusedSessionFields(error: unknown): SessionFieldErrors {
  return refusedFieldsOf(error, SESSION_FIELDS);
}

import { refusedFieldsOf } from '../../../lib/refused-fields';

/** The group form's fields, by the body's names. */
export const GROUP_FIELDS = [
  'name',
  'description',
  'tags',
  'category_id',
  'difficulty_level',
  'type',
  'meeting_frequency',
  'max_members',
  'avatar_url',
] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];
export type FieldErrors = Partial<Record<GroupField, string>>;

/** The refusal's words for each of the form's fields it names ('body.name', 'tags.2'). */
export function refusedFields(error: unknown): FieldErrors {
  return refusedFieldsOf(error, GROUP_FIELDS);
}

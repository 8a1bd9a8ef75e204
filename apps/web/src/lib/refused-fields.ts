import { ApiError } from './api-client';

/**
 * A refusal's words for each of a form's `fields` it names ('body.name', 'tags.2'), as the
 * server wrote them in the reader's language; the first word for a field wins. Empty when the
 * refusal names none of them.
 */
export function refusedFieldsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  const found: Partial<Record<F, string>> = {};
  for (const issue of error.details ?? []) {
    const name = issue.field.replace(/^body\./, '').split(/[.[]/)[0];
    const field = fields.find((known) => known === name);
    if (field && !found[field]) found[field] = issue.message || error.message;
  }
  return found;
}

import { ApiError } from '../../../lib/api-client';
import { apiRefusalText } from '../../../lib/api-error-text';
import { refusedFieldsOf } from '../../../lib/refused-fields';

/** Why an action was refused: beside the form's fields it names, else as one message. */
export type Refusal<F extends string> = {
  fields: Partial<Record<F, string>>;
  general: string | null;
};

export const NO_REFUSAL = { fields: {}, general: null } as const;

/**
 * A refusal as the server worded it: a 400's words beside each of `fields` it names; a refusal
 * naming none of them (your own account, the last admin, deletion not available) as its own
 * words, else as `apiRefusalText` says it.
 */
export function refusalOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): Refusal<F> {
  const named = refusedFieldsOf(error, fields);
  if (Object.keys(named).length > 0) return { fields: named, general: null };
  const detail = error instanceof ApiError ? error.details?.[0]?.message : undefined;
  return { fields: {}, general: detail || apiRefusalText(error, fallback) };
}

/** What an action's form shows of its last attempt: its refusal, or none while it has not failed. */
export function refusalOfAction<F extends string>(
  action: { isError: boolean; error: unknown },
  fields: readonly F[],
  fallback: string,
): Refusal<F> {
  return action.isError ? refusalOf(action.error, fields, fallback) : NO_REFUSAL;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-error-text';
import { fieldErrors, refusedFields, type FieldErrors, type Issue } from '../utils/form-errors';

type Checked<B> = { success: true; data: B } | { success: false; error: { issues: Issue[] } };

/** A send ready to go, or what is wrong with the form first. */
export type Prepared<R> = (() => Promise<R>) | FieldErrors;

/**
 * Checks a form's body with the contract's schema (the server's own rules) and, when it passes,
 * answers how to send it; otherwise its errors by field, in the shown language.
 */
export function prepare<B, R>(
  schema: { safeParse: (value: unknown) => Checked<B> },
  body: unknown,
  send: (body: B) => Promise<R>,
  t: TFunction<'adminContent'>,
): Prepared<R> {
  const checked = schema.safeParse(body);
  return checked.success ? () => send(checked.data) : fieldErrors(checked.error.issues, t);
}

/**
 * A console form's submission: errors found before sending, or named by the server's refusal,
 * by field; anything else as one message. `refresh` is the query key asked again after a save.
 */
export function useFormSubmit<R>(refresh: readonly unknown[], onSaved: (result: R) => void) {
  const { t } = useTranslation('adminContent');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const mutation = useMutation({
    mutationFn: (send: () => Promise<R>) => send(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });

  async function submit(prepared: Prepared<R>): Promise<boolean> {
    if (typeof prepared !== 'function') {
      setErrors(prepared);
      setFailure(undefined);
      return false;
    }
    try {
      const result = await mutation.mutateAsync(prepared);
      setErrors({});
      setFailure(undefined);
      onSaved(result);
      return true;
    } catch (error) {
      const refused = refusedFields(error);
      setErrors(refused);
      setFailure(
        Object.keys(refused).length > 0 ? undefined : apiErrorText(error, t('form.saveFailed')),
      );
      return false;
    }
  }

  return { errors, failure, pending: mutation.isPending, submit };
}

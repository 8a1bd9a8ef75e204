import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../utils/form-errors';
import { CheckboxField } from './form-dialog';

type Change = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * A console form's fields and their errors: `set(key)` changes one (`update(key)` from its latest
 * value), and `bindAll(errors)` gives each text field its value, change handler and error.
 */
export function useFormFields<F extends Record<string, unknown>>(initial: () => F) {
  const [fields, setFields] = useState(initial);
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setFields((current) => ({ ...current, [key]: value }));
  /** Changes one field from its latest value (a list edited row by row). */
  const update =
    <K extends keyof F>(key: K) =>
    (change: (value: F[K]) => F[K]) =>
      setFields((current) => ({ ...current, [key]: change(current[key]) }));
  const bind = (key: keyof F & string, errors: FieldErrors) => ({
    value: fields[key] as string,
    onChange: (event: Change) => set(key)(event.target.value as F[typeof key]),
    error: errors[key],
  });
  /** Every field's binding, by name (`bound.name`), with these errors. */
  const bindAll = (errors: FieldErrors) =>
    Object.fromEntries(Object.keys(fields).map((key) => [key, bind(key, errors)])) as Record<
      keyof F,
      Binding
    >;
  return { fields, set, update, bindAll };
}

/** A text field's value, change handler and error. */
type Binding = { value: string; onChange: (event: Change) => void; error: string | undefined };

/** The display order and whether players see it: the last fields of a category or topic. */
export function OrderAndStatus({
  sortOrder,
  active,
  onActiveChange,
}: {
  sortOrder: Binding;
  active: boolean;
  onActiveChange: (active: boolean) => void;
}) {
  const { t } = useTranslation('adminContent');
  return (
    <>
      <TextField
        label={t('fields.sortOrder')}
        hint={t('fields.sortOrderHint')}
        inputMode="numeric"
        {...sortOrder}
      />
      <ActiveField active={active} onChange={onActiveChange} />
    </>
  );
}

/** Whether players see it: hidden content stays stored. */
export function ActiveField({
  active,
  onChange,
}: {
  active: boolean;
  onChange: (active: boolean) => void;
}) {
  const { t } = useTranslation('adminContent');
  return (
    <CheckboxField
      label={t('fields.active')}
      hint={t('fields.activeHint')}
      checked={active}
      onChange={onChange}
    />
  );
}

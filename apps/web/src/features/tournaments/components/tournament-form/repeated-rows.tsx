import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/checkbox-field';

/** What a row's fields get: a change to the row, and the refusal of one of its fields. */
export type RowTools<Row> = {
  edit: (change: Partial<Row>) => void;
  /** The refusal of the row's `field` ('rules.0.title'). */
  errorAt: (field: string) => string | undefined;
};

/**
 * A list the author grows and shrinks (places, rules, sponsors), the body's `name` list: a group
 * named by `legend`, each row a group of its own named by `rowLabel` with a Remove button, and Add
 * below while there is room. Adding moves focus into the new row; removing moves it to Add, since
 * the row is gone.
 */
export function RepeatedRows<Row extends { key: number }>({
  name,
  legend,
  hint,
  rows,
  min = 0,
  max,
  addLabel,
  removeLabel,
  rowLabel,
  errorOf,
  newRow,
  onChange,
  children,
  footer,
}: {
  name: string;
  legend: string;
  hint?: string;
  rows: readonly Row[];
  min?: number;
  max: number;
  addLabel: string;
  /** The Remove button's name, which says which row it removes. */
  removeLabel: (index: number) => string;
  rowLabel: (index: number) => string;
  /** The server's or the contract's refusal of a path in the body ('rules', 'rules.0.title'). */
  errorOf: (path: string) => string | undefined;
  newRow: () => Row;
  onChange: (rows: Row[]) => void;
  children: (row: Row, tools: RowTools<Row>) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('tournamentForm');
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const focusNext = useRef<'new' | 'add' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'new')
      list.current?.lastElementChild
        ?.querySelector<HTMLElement>('input, select, textarea')
        ?.focus();
    if (focusNext.current === 'add') document.getElementById(`${id}-add`)?.focus();
    focusNext.current = null;
  }, [rows.length, id]);

  const error = errorOf(name);
  const tools = (index: number): RowTools<Row> => ({
    edit: (change) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row))),
    errorAt: (field) => errorOf(`${name}.${index}.${field}`),
  });
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={describedBy || undefined}>
      <legend className="text-base font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ol ref={list} className="space-y-3">
          {rows.map((row, index) => (
            <li key={row.key}>
              <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                <legend className="px-1 text-sm font-medium">{rowLabel(index)}</legend>
                {children(row, tools(index))}
                <div className="flex justify-end">
                  <Button
                    variant="ghost"
                    disabled={rows.length <= min}
                    aria-label={removeLabel(index)}
                    onClick={() => {
                      focusNext.current = 'add';
                      onChange(rows.filter((_, at) => at !== index));
                    }}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t('remove')}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      ) : null}
      {footer}
      <FieldError id={`${id}-error`} error={error} />
      <Button
        id={`${id}-add`}
        variant="secondary"
        disabled={rows.length >= max}
        onClick={() => {
          focusNext.current = 'new';
          onChange([...rows, newRow()]);
        }}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

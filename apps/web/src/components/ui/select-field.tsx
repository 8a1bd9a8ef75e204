import clsx from 'clsx';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export type SelectOption = { value: string | number; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'children'> & {
  label: string;
  error?: string;
  onChange: (value: string) => void;
  /** The choices, each shown by its label. */
  options?: readonly SelectOption[];
  /** `<option>`s placed before `options`: a "choose…" or "all" entry. */
  children?: ReactNode;
};

/** A labelled select, styled as the text fields, with an error tied to it for screen readers. */
export function SelectField({
  label,
  error,
  onChange,
  options = [],
  children,
  className,
  id,
  ...props
}: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={clsx('space-y-1', className)}>
      <label
        htmlFor={selectId}
        className="block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:ring-indigo-900"
        {...props}
      >
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

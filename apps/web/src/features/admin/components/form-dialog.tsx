import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogFormButtons } from '../../../components/ui/dialog-form-buttons';

/**
 * A form's submit handler that, when `onSubmit` answers that it did not go through, moves focus
 * to the first field marked invalid (else to the form's alert), so a keyboard or screen-reader
 * user lands on what to fix.
 */
export function useCheckedSubmit(onSubmit: () => Promise<boolean>) {
  const form = useRef<HTMLFormElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [failures]);
  return {
    form,
    submit: async (event: FormEvent) => {
      event.preventDefault();
      if (!(await onSubmit())) setFailures((count) => count + 1);
    },
  };
}

/**
 * A form in the shared dialog: named and described, focus kept inside, Cancel and the submit
 * button last. `onSubmit` answers whether it went through; when it did not, focus goes to the
 * first field marked invalid, so a keyboard or screen-reader user lands on what to fix.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pending,
  error,
  onSubmit,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  /** What went wrong that no field shows (the server's refusal, a lost connection). */
  error?: string | undefined;
  onSubmit: () => Promise<boolean>;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { form, submit } = useCheckedSubmit(onSubmit);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        className={wide ? 'max-w-2xl' : undefined}
      >
        <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {children}
          {error ? (
            <p
              role="alert"
              tabIndex={-1}
              className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {error}
            </p>
          ) : null}
          <DialogFormButtons
            pending={pending}
            submitLabel={submitLabel}
            pendingLabel={t('actions.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A labelled checkbox, with an optional hint tied to it. */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? hintId : undefined}
          className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * One action of the console, as a card: its heading, what it does, its form (the fields, a
 * refusal that names none of them, the button: red when it takes something away) and `asks`,
 * the dialog that asks first, when it has one.
 */
export function ActionCard({
  title,
  description,
  submitLabel,
  destructive,
  refusal,
  pending,
  onSubmit,
  asks,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  destructive: boolean;
  refusal: string | null;
  pending: boolean;
  onSubmit: () => void;
  asks?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div>
        <h4 id={headingId} className="font-semibold">
          {title}
        </h4>
        <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>
      </div>
      <form onSubmit={submit} noValidate className="space-y-3">
        {children}
        {refusal ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" variant={destructive ? 'danger' : 'primary'} disabled={pending}>
          {submitLabel}
        </Button>
      </form>
      {asks}
    </section>
  );
}

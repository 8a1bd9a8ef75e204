import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';
import { apiErrorText } from '../../lib/api-error-text';

/** A list still loading: pale cards, and the same words for a screen reader. */
export function ListLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** A list that failed to load, worded by apiErrorText, with Try Again. */
export function ListError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return <LoadError message={apiErrorText(error, fallback)} onRetry={onRetry} />;
}

/** What an empty list says, and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-3 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Button } from './button';

/** The spec's 'Error: {message}' state, with Try Again when retrying can help. */
export function LoadError({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
    >
      <p className="font-semibold text-red-800 dark:text-red-200">Error: {message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
        {children}
      </div>
    </div>
  );
}

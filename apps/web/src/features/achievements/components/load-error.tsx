import { Button } from '../../../components/ui/button';

/** The spec's 'Error: {message}' state with Try Again (features/content has its twin). */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
    >
      <p className="font-semibold text-red-800 dark:text-red-200">Error: {message}</p>
      <div className="mt-4 flex justify-center">
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </div>
  );
}

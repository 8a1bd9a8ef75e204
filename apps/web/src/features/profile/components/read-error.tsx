import { LoadError } from '../../../components/ui/load-error';
import { apiErrorText } from '../../../lib/api-error-text';

/** A failed read as the spec shows it ('Error: …' with Try Again), in the language shown. */
export function ReadError({
  error,
  fallback,
  onRetry,
}: {
  error: Error | null | undefined;
  /** Said when the error has neither a catalogued code nor a message of its own. */
  fallback: string;
  onRetry: () => void;
}) {
  return <LoadError message={apiErrorText(error, fallback)} onRetry={onRetry} />;
}

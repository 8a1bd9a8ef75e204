import { useEffect } from 'react';
import toast from 'react-hot-toast';

/**
 * Shows `message` as an error toast each time a load fails. `failedAt` is the query's
 * errorUpdatedAt (null while there is no error), so a failed retry toasts again. The message is
 * the toast id, so a double effect run (StrictMode) shows one toast.
 */
export function useErrorToast(failedAt: number | null, message: string): void {
  useEffect(() => {
    if (failedAt !== null) toast.error(message, { id: message });
  }, [failedAt, message]);
}

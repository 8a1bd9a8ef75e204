import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-error-text';
import { useContentWrite } from '../api/queries';

/**
 * A write on one row (delete, show again, a bulk change): said in a toast when it is done, and
 * when it fails, in the server's words where it gave any.
 */
export function useRowWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  done: (output: Output) => string,
) {
  const { t } = useTranslation('adminContent');
  const mutation = useContentWrite(write);
  return {
    pending: mutation.isPending,
    run: (input: Input) =>
      mutation.mutate(input, {
        onSuccess: (output) => void toast.success(done(output)),
        onError: (error) => void toast.error(apiErrorText(error, t('form.saveFailed'))),
      }),
  };
}

/**
 * Deleting (hiding) and showing again one kind of row, each said in a toast; `busy` while either
 * is on its way.
 */
export function useSoftDelete<Row>(
  writes: { remove: (id: string) => Promise<Row>; restore: (id: string) => Promise<Row> },
  said: { deleted: (row: Row) => string; restored: (row: Row) => string },
) {
  const removing = useRowWrite(writes.remove, said.deleted);
  const restoring = useRowWrite(writes.restore, said.restored);
  return {
    busy: removing.pending || restoring.pending,
    remove: removing.run,
    restore: restoring.run,
  };
}

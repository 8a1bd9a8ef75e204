import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DialogClose } from './dialog';

/** A dialog form's last row: Cancel, then the submit button (`pendingLabel` while it is sent). */
export function DialogFormButtons({
  pending,
  submitLabel,
  pendingLabel,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="secondary">{t('actions.cancel')}</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

import { DialogFormButtons } from '../../../components/ui/dialog-form-buttons';

/** A dialog form's end: what went wrong that no field shows, then Cancel and submit. */
export function DialogFormFooter({
  failure,
  ...buttons
}: {
  failure: string | null | undefined;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  return (
    <>
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {failure}
        </p>
      ) : null}
      <DialogFormButtons {...buttons} />
    </>
  );
}

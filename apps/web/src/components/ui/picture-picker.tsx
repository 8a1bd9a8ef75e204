import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@quizarena/contracts';
import clsx from 'clsx';
import { useId, type ChangeEvent } from 'react';

/**
 * A picture file input shown as a button: `label` on it, `hint` under it, `pendingStatus` read
 * out while `pending`. A chosen file over the upload limit goes to `onTooLarge` (the server
 * refuses it too; no need to send 5 MB to hear it), any other to `onFile`.
 */
export function PicturePicker({
  label,
  pendingLabel,
  pendingStatus,
  hint,
  pending,
  onFile,
  onTooLarge,
}: {
  label: string;
  pendingLabel: string;
  pendingStatus: string;
  hint: string;
  pending: boolean;
  onFile: (file: File) => void;
  onTooLarge: () => void;
}) {
  const inputId = useId();
  const hintId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) onTooLarge();
    else onFile(file);
  }

  return (
    <div className="space-y-1">
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        className="peer sr-only"
        disabled={pending}
        aria-describedby={hintId}
        onChange={handleChange}
      />
      <label
        htmlFor={inputId}
        className={clsx(
          'inline-flex cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 motion-safe:transition-colors dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500',
          pending && 'cursor-wait opacity-70',
        )}
      >
        {pending ? pendingLabel : label}
      </label>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      <p role="status" className="sr-only">
        {pending ? pendingStatus : ''}
      </p>
    </div>
  );
}

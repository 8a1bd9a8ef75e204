import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES, type User } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { uploadAvatar } from '../api/upload-avatar';

/** The largest upload in megabytes, as the hint states it ('5 MB'). */
const maxSize = () =>
  formatNumber(MAX_UPLOAD_BYTES / (1024 * 1024), { style: 'unit', unit: 'megabyte' });

/**
 * The profile's avatar: the current picture (`avatar`, composed by the page) and a file input
 * that uploads a new one at once. Success hands back the user with the new avatar_url, so the
 * sidebar changes too; any failure says 'Upload failed'.
 */
export function AvatarUpload({
  user,
  avatar,
  onUploaded,
}: {
  user: User;
  avatar: ReactNode;
  onUploaded: (user: User) => void;
}) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const hintId = useId();
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ url }) => {
      onUploaded({ ...user, avatar_url: url });
      toast.success(t('avatar.updated'));
    },
    onError: () => toast.error(t('avatar.failed')),
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    // The server refuses these too; no need to send 5 MB to hear it.
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(t('avatar.failed'));
      return;
    }
    upload.mutate(file);
  }

  const pending = upload.isPending;
  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex items-center gap-4">
      <div className="relative" aria-busy={pending}>
        {avatar}
        {pending ? (
          <span
            className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/50"
            aria-hidden="true"
          >
            <span className="h-6 w-6 motion-safe:animate-spin rounded-full border-2 border-white/40 border-t-white" />
          </span>
        ) : null}
      </div>
      <div className="space-y-1">
        <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
          {t('avatar.title')}
        </h2>
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
          {pending ? t('avatar.uploading') : t('avatar.upload')}
        </label>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {t('avatar.hint', { size: maxSize() })}
        </p>
        <p role="status" className="sr-only">
          {pending ? t('avatar.uploadingStatus') : ''}
        </p>
      </div>
    </section>
  );
}

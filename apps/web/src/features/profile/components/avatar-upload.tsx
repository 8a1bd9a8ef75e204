import { MAX_UPLOAD_BYTES, type User } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { PicturePicker } from '../../../components/ui/picture-picker';
import { formatMegabytes } from '../../../lib/format';
import { uploadAvatar } from '../api/upload-avatar';

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
  const headingId = useId();
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ url }) => {
      onUploaded({ ...user, avatar_url: url });
      toast.success(t('avatar.updated'));
    },
    onError: () => toast.error(t('avatar.failed')),
  });

  const pending = upload.isPending;
  return (
    <section aria-labelledby={headingId} className="flex items-center gap-4">
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
        <h2 id={headingId} className="text-lg font-semibold">
          {t('avatar.title')}
        </h2>
        <PicturePicker
          label={t('avatar.upload')}
          pendingLabel={t('avatar.uploading')}
          pendingStatus={t('avatar.uploadingStatus')}
          hint={t('avatar.hint', { size: formatMegabytes(MAX_UPLOAD_BYTES) })}
          pending={pending}
          onFile={(file) => upload.mutate(file)}
          onTooLarge={() => toast.error(t('avatar.failed'))}
        />
      </div>
    </section>
  );
}

import type { MessageAttachment } from '@quizarena/contracts';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../utils/file-size';

/**
 * A message's attachment: an image as its thumbnail, linking to the full picture; a video with
 * the browser's controls; any other file as a card (icon, name, size) that downloads it.
 */
export function AttachmentView({ attachment }: { attachment: MessageAttachment }) {
  const { t } = useTranslation('messages');
  if (attachment.kind === 'image') {
    return (
      <a
        href={attachment.url}
        target="_blank"
        rel="noreferrer"
        className="block overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
      >
        <img
          src={attachment.thumbnail_url ?? attachment.url}
          alt={t('attachment.image', { name: attachment.name })}
          width={attachment.width ?? undefined}
          height={attachment.height ?? undefined}
          loading="lazy"
          className="h-auto max-h-64 w-auto max-w-full object-contain"
        />
        <span className="sr-only">{t('attachment.openFull')}</span>
      </a>
    );
  }
  if (attachment.kind === 'video') {
    return (
      <video
        src={attachment.url}
        controls
        preload="metadata"
        aria-label={t('attachment.video', { name: attachment.name })}
        className="max-h-72 w-full max-w-sm rounded-lg bg-black"
      />
    );
  }
  return (
    <a
      href={attachment.url}
      download={attachment.name}
      className="flex max-w-xs items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <FileText
        className="h-8 w-8 shrink-0 text-indigo-600 dark:text-indigo-300"
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">{attachment.name}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {formatFileSize(attachment.size)}
        </span>
      </span>
      <Download className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('attachment.download')}</span>
    </a>
  );
}

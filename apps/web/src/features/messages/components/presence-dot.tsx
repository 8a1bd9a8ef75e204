import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** A dot on an avatar's corner: green online, grey away; the words are there for screen readers. */
export function PresenceDot({ online, className }: { online: boolean; className?: string }) {
  const { t } = useTranslation('messages');
  return (
    <span className={clsx('absolute right-0 bottom-0', className)}>
      <span
        aria-hidden="true"
        className={clsx(
          'block h-3 w-3 rounded-full border-2 border-white dark:border-slate-900',
          online ? 'bg-emerald-500' : 'bg-slate-400',
        )}
      />
      <span className="sr-only">{online ? t('presence.online') : t('presence.offline')}</span>
    </span>
  );
}

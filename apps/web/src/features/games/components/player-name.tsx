import clsx from 'clsx';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A player's name, crowned when they host and tagged when they are the viewer. */
export function PlayerName({
  name,
  host,
  mine,
  className,
}: {
  name: string;
  host: boolean;
  mine: boolean;
  className?: string;
}) {
  const { t } = useTranslation('games');
  return (
    <span className={clsx('flex items-center gap-1 truncate font-medium', className)}>
      {name}
      {host ? (
        <Crown className="h-4 w-4 shrink-0 text-amber-500" role="img" aria-label={t('room.host')} />
      ) : null}
      {mine ? <span className="text-xs">{t('room.you')}</span> : null}
    </span>
  );
}

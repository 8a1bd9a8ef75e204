import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { lastSeenText } from '../utils/last-seen';

/** An avatar with a green dot while the player is online; the dot is decoration, the text says it. */
export function PresenceAvatar({
  name,
  avatarUrl,
  isOnline,
  size = 'md',
}: {
  name: string;
  avatarUrl: string | null;
  isOnline: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <span className="relative inline-flex shrink-0">
      <UserAvatar name={name} avatarUrl={avatarUrl} size={size} />
      {isOnline ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -bottom-0.5 h-3 w-3 rounded-full border-2 border-white bg-emerald-500 dark:border-slate-900"
        />
      ) : null}
    </span>
  );
}

/** 'Online', 'Last seen 3 hours ago', or 'Offline' when the server keeps no last seen. */
export function PresenceText({
  isOnline,
  lastSeen,
  className,
}: {
  isOnline: boolean;
  lastSeen: string | null;
  className?: string;
}) {
  const { t } = useTranslation('friends');
  let text: string;
  if (isOnline) text = t('status.online');
  else if (!lastSeen) text = t('status.offline');
  else text = lastSeenText(lastSeen);
  return (
    <span
      className={clsx(
        'text-sm',
        isOnline
          ? 'font-medium text-emerald-700 dark:text-emerald-300'
          : 'text-slate-600 dark:text-slate-400',
        className,
      )}
    >
      {text}
    </span>
  );
}

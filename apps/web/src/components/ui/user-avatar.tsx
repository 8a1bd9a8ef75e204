import clsx from 'clsx';

/** The avatar image, or initials on a coloured disc when there is none. */
export function UserAvatar({
  name,
  avatarUrl,
  size = 'md',
  className,
}: {
  name: string;
  avatarUrl: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const classes = clsx(
    'shrink-0 rounded-full',
    size === 'sm' ? 'h-8 w-8 text-xs' : size === 'md' ? 'h-10 w-10 text-sm' : 'h-20 w-20 text-2xl',
    className,
  );
  if (avatarUrl) return <img src={avatarUrl} alt="" className={clsx(classes, 'object-cover')} />;
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?';
  return (
    <span
      aria-hidden="true"
      className={clsx(
        classes,
        'flex items-center justify-center bg-indigo-600 font-semibold text-white',
      )}
    >
      {initials}
    </span>
  );
}

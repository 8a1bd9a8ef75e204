import clsx from 'clsx';

/**
 * A player's picture, or initials on a coloured disc. The shell has the same look, but a feature
 * never imports app/, and this one is two elements.
 */
export function PlayerAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  const classes = clsx('h-10 w-10 shrink-0 rounded-full text-sm', className);
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

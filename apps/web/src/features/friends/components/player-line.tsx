import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { NAME_LINK_CLASSES } from './card';

/** A player's name linking to their profile, with the id the card's buttons point at. */
export function PlayerName({ userId, name, id }: { userId: string; name: string; id: string }) {
  return (
    <Link id={id} to={`/profile/${userId}`} className={NAME_LINK_CLASSES}>
      {name}
    </Link>
  );
}

/** 'Level 4 · 1,250 points' and whatever else the card adds, separated the same way. */
export function PlayerFacts({
  level,
  points,
  children,
}: {
  level: number;
  points?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('friends');
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-600 dark:text-slate-400">
      <span>{t('level', { level: formatNumber(level) })}</span>
      {points === undefined ? null : (
        <span>{t('points', { count: points, points: formatNumber(points) })}</span>
      )}
      {children}
    </p>
  );
}

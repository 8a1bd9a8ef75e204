import type { UserType } from '@quizarena/contracts';
import { Building2, Star, Swords, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber } from '../../../lib/format';

/**
 * Who this is: avatar (composed by the page), name, level, points and organization, and what
 * the reader can do about the player (`actions`, composed by the page).
 */
export function ProfileHeader({
  avatar,
  name,
  level,
  points,
  organization,
  userType,
  challengesWon,
  actions,
}: {
  avatar: ReactNode;
  name: string;
  level: number;
  points: number;
  organization: string | null;
  userType?: UserType | null;
  /** Challenges the player won; left out while unknown. */
  challengesWon?: number;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <header className="flex flex-wrap items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {avatar}
      <div className="min-w-0 space-y-2">
        <h1 className="truncate text-2xl font-bold">{name}</h1>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <li className="flex items-center gap-1.5">
            <TrendingUp
              className="h-4 w-4 text-indigo-600 dark:text-indigo-400"
              aria-hidden="true"
            />
            {t('header.level', { level: formatNumber(level) })}
          </li>
          <li
            className="flex items-center gap-1.5"
            title={t('header.points', { count: points, points: formatNumber(points) })}
          >
            <Star className="h-4 w-4 text-amber-500" aria-hidden="true" />
            {t('header.points', { count: points, points: formatCompact(points) })}
          </li>
          {challengesWon !== undefined ? (
            <li className="flex items-center gap-1.5">
              <Swords className="h-4 w-4 text-rose-600 dark:text-rose-400" aria-hidden="true" />
              {t('header.challengesWon', {
                count: challengesWon,
                won: formatNumber(challengesWon),
              })}
            </li>
          ) : null}
          {organization ? (
            <li className="flex items-center gap-1.5">
              <Building2 className="h-4 w-4 text-slate-500" aria-hidden="true" />
              <span className="sr-only">{t('header.organization')} </span>
              {organization}
            </li>
          ) : null}
          {userType ? <li>{t(`userTypes.${userType}`)}</li> : null}
        </ul>
      </div>
      {actions ? <div className="w-full sm:ml-auto sm:w-auto">{actions}</div> : null}
    </header>
  );
}

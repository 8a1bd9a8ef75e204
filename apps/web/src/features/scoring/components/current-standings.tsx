import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact } from '../../../lib/format';
import { rankText } from '../utils/rank-text';
import { CARD_LINK_CLASSES, DashboardCard } from './dashboard-card';

/**
 * This week's points and games (from the performance read) and the global rank. A player who
 * has never played is pointed at a first quiz; everyone else at the leaderboard.
 */
export function CurrentStandings({
  weekPoints,
  weekGames,
  rank,
  hasPlayed,
  loading = false,
}: {
  weekPoints: number;
  weekGames: number;
  rank: number | null;
  /** Whether the player has completed any quiz, ever (not only this week). */
  hasPlayed: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation('scoring');
  const figures = [
    { label: t('standings.weekPoints'), value: formatCompact(weekPoints) },
    { label: t('standings.weekGames'), value: formatCompact(weekGames) },
    { label: t('standings.globalRank'), value: rankText(rank, t) },
  ];
  return (
    <DashboardCard title={t('standings.title')} icon={Trophy} busy={loading}>
      <dl className="space-y-2">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-3">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-semibold">{loading ? <Skeleton className="h-5 w-12" /> : value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        {loading ? null : hasPlayed ? (
          <Link to="/leaderboard" className={CARD_LINK_CLASSES}>
            {t('standings.viewLeaderboard')}
          </Link>
        ) : (
          <Link to="/quiz/categories" className={CARD_LINK_CLASSES}>
            {t('standings.firstQuiz')}
          </Link>
        )}
      </div>
    </DashboardCard>
  );
}

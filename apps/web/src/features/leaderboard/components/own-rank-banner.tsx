import type { LeaderboardOwnRank } from '@quizarena/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact, formatNumber } from '../../../lib/format';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** The caller's own place on the board shown, also when outside the rows listed. */
export function OwnRankBanner({
  own,
  totalPlayers,
  pointsLabel,
}: {
  own: LeaderboardOwnRank;
  totalPlayers: number;
  /** 'Points this week', 'Points today'...: what the points count. */
  pointsLabel: string;
}) {
  const { t } = useTranslation('leaderboard');
  return (
    <section
      aria-label={t('ownRank.label')}
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 p-5 text-white shadow-sm"
    >
      <UserAvatar
        name={own.name}
        avatarUrl={own.avatar_url}
        className="h-12 w-12 ring-2 ring-white/60"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-indigo-100">{t('ownRank.label')}</p>
        {own.rank === null ? (
          <p className="font-semibold">
            <Trans
              t={t}
              i18nKey="ownRank.notRanked"
              components={{
                playLink: (
                  <Link
                    to="/quiz/categories"
                    className="rounded-sm underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                  />
                ),
              }}
            />
          </p>
        ) : (
          <p className="text-2xl font-bold">
            {t('ownRank.rank', { rank: formatNumber(own.rank) })}
            <span className="ml-2 text-base font-normal text-indigo-100">
              {t('ownRank.ofPlayers', {
                count: totalPlayers,
                value: formatCompact(totalPlayers),
              })}
            </span>
          </p>
        )}
      </div>
      <dl className="flex gap-6 text-right">
        <div>
          <dt className="text-sm text-indigo-100">{pointsLabel}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCompact(own.points)}</dd>
        </div>
        <div>
          <dt className="text-sm text-indigo-100">{t('ownRank.level')}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatNumber(own.level)}</dd>
        </div>
      </dl>
    </section>
  );
}

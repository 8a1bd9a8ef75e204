import type { EarnedAchievement } from '@quizarena/contracts';
import { Trophy } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatNumber } from '../../../lib/format';
import { ProfileCard, PROFILE_LINK_CLASSES } from './profile-card';
import { QuerySection, type SectionQuery } from './query-section';

/**
 * Earned achievements, newest first as the server sends them: title, description, XP and date.
 * `limit` keeps the Overview to its five; the link opens the whole catalogue. Titles and
 * descriptions are the server's catalogue data and show as it sends them.
 */
export function EarnedAchievements({
  query,
  title,
  limit,
  emptyText,
  showCatalogueLink = false,
}: {
  query: SectionQuery<EarnedAchievement[]>;
  title?: string;
  limit?: number;
  emptyText: string;
  showCatalogueLink?: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard
      title={title ?? t('achievements.title')}
      action={
        showCatalogueLink ? (
          <Link to="/achievements" className={PROFILE_LINK_CLASSES}>
            {t('achievements.viewAll')}
          </Link>
        ) : null
      }
    >
      <QuerySection
        query={query}
        failedMessage={t('loadFailed.achievements')}
        skeleton={
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        }
      >
        {(achievements) =>
          achievements.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{emptyText}</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {achievements.slice(0, limit).map((achievement) => (
                <li key={achievement.achievement_id} className="flex items-center gap-3 py-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-900 dark:text-amber-200"
                  >
                    <Trophy className="h-5 w-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{achievement.title}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {achievement.description}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      <Trans
                        t={t}
                        i18nKey="achievements.earnedOn"
                        values={{ date: formatDate(achievement.earned_at) }}
                        components={{ time: <time dateTime={achievement.earned_at} /> }}
                      />
                    </p>
                  </div>
                  <span className="shrink-0 font-semibold text-emerald-700 dark:text-emerald-400">
                    {t('achievements.xp', { points: formatNumber(achievement.points_reward) })}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QuerySection>
    </ProfileCard>
  );
}

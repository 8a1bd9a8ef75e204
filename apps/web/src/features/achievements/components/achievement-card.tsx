import { achievementPercent, type Achievement } from '@quizarena/contracts';
import clsx from 'clsx';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatCompact, formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { AchievementIcon } from './achievement-icon';
import { RarityBadge } from './rarity-badge';

/**
 * One achievement: what it asks, how far the player is, what it pays and when it was earned.
 * The title and description are the server's catalogue data and are shown as sent.
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation('achievements');
  const titleId = useId();
  const { progress_value, is_unlocked, unlocked_at } = achievement.user_progress;
  const target = achievement.criteria.target_value;
  const percent = achievementPercent(progress_value, target);
  // Progress past the target (a counter that kept counting) reads as done, not '12 / 10'.
  const shown = Math.min(progress_value, target);
  const counts = { progress: formatNumber(shown), target: formatNumber(target) };
  return (
    <article
      aria-labelledby={titleId}
      data-unlocked={is_unlocked}
      className={clsx(
        'flex h-full flex-col gap-3 rounded-2xl border p-4 shadow-sm',
        is_unlocked
          ? 'border-amber-300 bg-white dark:border-amber-700 dark:bg-slate-900'
          : // Locked reads from the dashed frame and the grey icon; fading the card with
            // opacity took its text below the contrast minimum.
            'border-dashed border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60',
      )}
    >
      <div className="flex items-start gap-3">
        <AchievementIcon name={achievement.icon_url} unlocked={is_unlocked} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold">
            {achievement.title}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <RarityBadge score={achievement.rarity_score} />
            {is_unlocked ? <Badge tone="green">{t('card.unlocked')}</Badge> : null}
          </div>
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{achievement.description}</p>
      <div className="mt-auto space-y-1.5">
        <div className="flex items-center justify-between text-sm">
          <span className="text-slate-600 dark:text-slate-300">{t('card.progress')}</span>
          <span className="font-medium">{formatPercent(percent)}</span>
        </div>
        <ProgressBar
          value={percent}
          label={t('card.progressLabel', { title: achievement.title })}
          valueText={t('card.progressValue', counts)}
        />
        <div className="flex items-center justify-between text-sm">
          <span className="text-slate-600 dark:text-slate-300">
            {t('card.progressCount', counts)}
          </span>
          <span className="font-semibold text-amber-800 dark:text-amber-300">
            {t('card.reward', { points: formatCompact(achievement.points_reward) })}
          </span>
        </div>
        {is_unlocked && unlocked_at ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <Trans
              t={t}
              i18nKey="card.unlockedOn"
              values={{ date: formatDate(unlocked_at) }}
              components={{ date: <time dateTime={unlocked_at} /> }}
            />
          </p>
        ) : null}
      </div>
    </article>
  );
}

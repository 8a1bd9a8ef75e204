import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useTopicMastery } from '../api/review-api';

/** The profile's mastery per topic, from the player's memories (GET /api/review/mastery). */
export function TopicMasteryCard() {
  const { t } = useTranslation('review');
  const mastery = useTopicMastery();
  return (
    <section
      aria-labelledby="topic-mastery-title"
      aria-busy={mastery.isPending || undefined}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="space-y-1">
        <h2 id="topic-mastery-title" className="text-lg font-semibold">
          {t('mastery.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('mastery.hint')}</p>
      </div>
      {mastery.isError ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('loadFailed')}</p>
      ) : !mastery.data ? (
        <Skeleton className="h-24 w-full" />
      ) : mastery.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('mastery.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {mastery.data.map((topic) => (
            <li key={topic.topic_id} className="space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <span className="font-medium">
                  <span>{topic.topic_name}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {' · '}
                    {topic.category_name}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{formatPercent(topic.mastery)}</span>
              </div>
              <ProgressBar
                value={topic.mastery}
                label={t('mastery.barLabel', { topic: topic.topic_name })}
                valueText={t('mastery.detail', {
                  mastered: formatNumber(topic.mastered),
                  questions: formatNumber(topic.questions),
                })}
              />
              <p className="text-slate-700 dark:text-slate-300">
                {t('mastery.detail', {
                  mastered: formatNumber(topic.mastered),
                  questions: formatNumber(topic.questions),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

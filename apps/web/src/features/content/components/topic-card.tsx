import type { Topic } from '@quizarena/contracts';
import { Clock, HelpCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber, formatPercent } from '../../../lib/format';
import { formatCount } from '../utils/format-count';
import { ContentIcon } from './content-icon';
import { DifficultyBadge } from './difficulty-badge';

/** The spec's estimate when a topic has none. */
export const DEFAULT_TOPIC_MINUTES = 15;

const CARD_CLASSES =
  'relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm motion-safe:transition hover:border-indigo-400 hover:shadow-md has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500';

/**
 * One topic with its play statistics. The name is the button that opens the game-mode dialog;
 * its ::after covers the card so the whole card picks the topic.
 */
export function TopicCard({
  topic,
  color,
  onPick,
  badge,
}: {
  topic: Topic;
  color?: string;
  onPick: (topic: Topic) => void;
  /** Shown under the name, above the card's whole-card button (a link of its own). */
  badge?: ReactNode;
}) {
  // The contract requires minutes today; the fallback keeps the spec's rule if that loosens.
  const minutes = topic.estimated_time_minutes || DEFAULT_TOPIC_MINUTES;
  const { t } = useTranslation('content');
  return (
    <article className={CARD_CLASSES}>
      <div className="flex items-start justify-between gap-3">
        <ContentIcon name={topic.icon} color={color} />
        <DifficultyBadge level={topic.difficulty_level} />
      </div>
      <h2 className="text-lg font-semibold">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => onPick(topic)}
          className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {/* Content in its own language, which may not be the interface's. */}
          <span lang={topic.language}>{topic.name}</span>
        </button>
      </h2>
      {badge}
      <p
        lang={topic.description ? topic.language : undefined}
        className="flex-1 text-sm text-slate-600 dark:text-slate-300"
      >
        {topic.description || t('topics.descriptionFallback')}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-1.5">
          <HelpCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {formatCount(t, 'questions', topic.question_count)}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('counts.minutes', { minutes: formatNumber(minutes) })}
        </li>
      </ul>
      <div className="space-y-1 text-sm">
        <div className="flex justify-between text-slate-700 dark:text-slate-300">
          <span>{t('topics.completionRate')}</span>
          <span className="font-semibold">{formatPercent(topic.completion_rate)}</span>
        </div>
        <ProgressBar
          value={topic.completion_rate}
          label={t('topics.completionRateFor', { topic: topic.name })}
        />
        <div className="flex justify-between text-slate-700 dark:text-slate-300">
          <span>{t('topics.averageScore')}</span>
          <span className="font-semibold">{formatPercent(topic.average_score)}</span>
        </div>
      </div>
    </article>
  );
}

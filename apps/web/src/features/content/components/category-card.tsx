import type { Category } from '@quizarena/contracts';
import { Clock, Flame, HelpCircle, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact, formatNumber } from '../../../lib/format';
import { formatCount } from '../utils/format-count';
import { withLanguage } from '../utils/with-language';
import { ContentIcon } from './content-icon';
import { DifficultyBadge } from './difficulty-badge';

const CARD_CLASSES =
  'relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm motion-safe:transition hover:border-indigo-400 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500';

/**
 * One category. The name is the link; its ::after covers the card, so the whole card is
 * clickable while screen readers hear one short link name instead of the card's full text. The
 * link carries the chosen `language` ('' for all), so the topics listed are in it too.
 */
export function CategoryCard({ category, language }: { category: Category; language: string }) {
  const { t } = useTranslation('content');
  return (
    <article className={CARD_CLASSES}>
      <div className="flex items-start justify-between gap-3">
        <ContentIcon name={category.icon} color={category.color} />
        <DifficultyBadge level={category.difficulty_level} />
      </div>
      <h2 className="text-lg font-semibold">
        <Link
          to={withLanguage(`/quiz/topics/${category.id}`, language)}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {category.name}
        </Link>
      </h2>
      <p className="flex-1 text-sm text-slate-600 dark:text-slate-300">
        {category.description || t('categories.descriptionFallback')}
      </p>
      <ul className="grid grid-cols-2 gap-2 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-1.5">
          <Layers className="h-4 w-4 shrink-0" aria-hidden="true" />
          {formatCount(t, 'topics', category.topic_count)}
        </li>
        <li className="flex items-center gap-1.5">
          <HelpCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
          {formatCount(t, 'questions', category.question_count)}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('counts.minutes', { minutes: formatNumber(category.estimated_time_minutes) })}
        </li>
        <li className="flex items-center gap-1.5">
          <Flame className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('categories.popularity', { value: formatCompact(category.popularity_score) })}
        </li>
      </ul>
    </article>
  );
}

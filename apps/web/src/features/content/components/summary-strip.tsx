import type { Category } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '../../../lib/format';

/** Variant B's strip: how many categories are listed and the topics and questions in them. */
export function SummaryStrip({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('content');
  const topics = categories.reduce((sum, category) => sum + category.topic_count, 0);
  const questions = categories.reduce((sum, category) => sum + category.question_count, 0);
  const items = [
    { label: t('summary.categories'), value: categories.length },
    { label: t('summary.topics'), value: topics },
    { label: t('summary.questions'), value: questions },
  ];
  return (
    <section aria-label={t('summary.label')}>
      <dl className="grid grid-cols-1 gap-3 rounded-2xl bg-indigo-50 p-4 sm:grid-cols-3 dark:bg-indigo-950">
        {items.map((item) => (
          <div key={item.label} className="text-center">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{item.label}</dt>
            <dd className="text-2xl font-bold text-indigo-800 dark:text-indigo-200">
              {formatCompact(item.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

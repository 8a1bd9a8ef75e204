import type { Topic } from '@quizarena/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isCategoryId, useCategory } from '../api/get-category';
import { useCategoryTopics } from '../api/get-category-topics';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { EmptyState } from '../components/empty-state';
import { GameModeDialog } from '../components/game-mode-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { TopicCard } from '../components/topic-card';
import { apiErrorText } from '../../../lib/api-error-text';
import { useLanguageParam } from '../hooks/use-language-param';
import { withLanguage } from '../utils/with-language';
import { useErrorToast } from '../../../lib/use-error-toast';

const FOCUS_RING = 'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';
const LINK_CLASSES = `inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${FOCUS_RING}`;

/**
 * A category's topics (only those in the language chosen in the category list, when one was);
 * picking one opens the game-mode dialog. `topicBadge` adds to each card (its due reviews).
 */
export function TopicsPage({
  topicBadge,
}: {
  /** Something to show on each topic's card (app/ hands in the review feature's due count). */
  topicBadge?: ComponentType<{ topicId: string; topicName: string }>;
} = {}) {
  const { t } = useTranslation(['content', 'errors']);
  const { categoryId = '' } = useParams();
  const [language] = useLanguageParam();
  const validId = isCategoryId(categoryId);
  const category = useCategory(categoryId, validId);
  const topics = useCategoryTopics(categoryId, language, validId);
  const categoriesPath = withLanguage('/quiz/categories', language);
  const [picked, setPicked] = useState<Topic | null>(null);
  const TopicBadge = topicBadge;

  const error = category.error ?? topics.error;
  const failedAt = !validId
    ? 0
    : error
      ? Math.max(category.errorUpdatedAt, topics.errorUpdatedAt)
      : null;
  useErrorToast(failedAt, t('topics.loadFailed'));

  let content;
  if (!validId || error) {
    // Retrying cannot find a category that does not exist; a malformed id is as absent, without
    // a request.
    const status = (error as { status?: number } | null)?.status;
    const message =
      validId && status !== 404
        ? apiErrorText(error, t('topics.loadFailedShort'))
        : t('errors:messages.categoryNotFound');
    const retry =
      validId && status !== 404
        ? () => {
            if (category.isError) void category.refetch();
            if (topics.isError) void topics.refetch();
          }
        : undefined;
    content = (
      <LoadError message={message} onRetry={retry}>
        <Link
          to={categoriesPath}
          className={`rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${FOCUS_RING}`}
        >
          {t('topics.browse')}
        </Link>
      </LoadError>
    );
  } else if (!topics.isSuccess) {
    content = <CardGridSkeleton label={t('topics.loading')} />;
  } else if (topics.data.length === 0) {
    content = <EmptyState title={t('topics.emptyTitle')} hint={t('topics.emptyHint')} />;
  } else {
    content = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {topics.data.map((topic) => (
          <li key={topic.id}>
            <TopicCard
              topic={topic}
              color={category.data?.color}
              onPick={setPicked}
              badge={TopicBadge ? <TopicBadge topicId={topic.id} topicName={topic.name} /> : null}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <Link to={categoriesPath} className={LINK_CLASSES}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('topics.back')}
      </Link>
      <div>
        {/* 'Topics' until the category's own name arrives (or when it cannot). */}
        <h1 className="text-2xl font-bold">{category.data?.name ?? t('topics.heading')}</h1>
        {category.data?.description ? (
          <p className="text-slate-700 dark:text-slate-300">{category.data.description}</p>
        ) : null}
      </div>
      {content}
      <GameModeDialog categoryId={categoryId} topic={picked} onClose={() => setPicked(null)} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { ChallengeSources } from '../sources';

/**
 * The topic played: General (every category, the default) or a category and then one of its
 * topics. `error` is the topic's refusal, shown on the topic when a category is chosen and on
 * the category otherwise.
 */
export function TopicChoice({
  sources,
  categoryId,
  topicId,
  onChange,
  error,
}: {
  sources: ChallengeSources;
  categoryId: string;
  topicId: string;
  onChange: (choice: { categoryId: string; topicId: string }) => void;
  error?: string;
}) {
  const { t } = useTranslation('challenges');
  const categories = useQuery(sources.categories);
  const topics = useQuery({
    ...sources.topics(categoryId),
    enabled: categoryId !== '',
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('dialog.category')}
        value={categoryId}
        onChange={(next) => onChange({ categoryId: next, topicId: '' })}
        options={(categories.data ?? []).map((category) => ({
          value: category.id,
          label: category.name,
        }))}
        error={categoryId === '' ? error : undefined}
      >
        <option value="">{t('dialog.general')}</option>
      </SelectField>
      {categoryId ? (
        <SelectField
          label={t('dialog.topic')}
          value={topicId}
          onChange={(next) => onChange({ categoryId, topicId: next })}
          options={(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.name }))}
          error={error}
        >
          <option value="">
            {topics.isPending ? t('dialog.topicsLoading') : t('dialog.chooseTopic')}
          </option>
        </SelectField>
      ) : null}
    </div>
  );
}

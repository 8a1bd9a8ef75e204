import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { StudyGroupsSources } from '../sources';

/**
 * A session's topic: a category, then one of its topics. Without a category there is no topic
 * (`noneLabel`); `error` shows on the topic once a category is chosen, else on the category.
 */
export function TopicChoice({
  sources,
  categoryId,
  topicId,
  noneLabel,
  onChange,
  error,
}: {
  sources: StudyGroupsSources;
  categoryId: string;
  topicId: string;
  noneLabel: string;
  onChange: (choice: { categoryId: string; topicId: string }) => void;
  error?: string;
}) {
  const { t } = useTranslation('studyGroups');
  const categories = useQuery(sources.categories);
  const topics = useQuery({ ...sources.topics(categoryId), enabled: categoryId !== '' });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('sessionForm.category')}
        value={categoryId}
        onChange={(next) => onChange({ categoryId: next, topicId: '' })}
        options={(categories.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
        error={categoryId === '' ? error : undefined}
      >
        <option value="">{noneLabel}</option>
      </SelectField>
      {categoryId ? (
        <SelectField
          label={t('sessionForm.topic')}
          value={topicId}
          onChange={(next) => onChange({ categoryId, topicId: next })}
          options={(topics.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          error={error}
        >
          <option value="">
            {topics.isPending ? t('sessionForm.topicsLoading') : t('sessionForm.chooseTopic')}
          </option>
        </SelectField>
      ) : null}
    </div>
  );
}

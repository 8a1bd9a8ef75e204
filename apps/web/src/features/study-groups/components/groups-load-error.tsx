import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { useErrorToast } from '../../../lib/use-error-toast';

/** A list of groups that failed: the spec's toast and 'Failed to load study groups', with retry. */
export function GroupsLoadError({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('studyGroups');
  useErrorToast(query.isError ? query.errorUpdatedAt : null, t('page.loadFailed'));
  if (!query.isError) return null;
  return <LoadError message={t('page.loadFailed')} onRetry={() => void query.refetch()} />;
}

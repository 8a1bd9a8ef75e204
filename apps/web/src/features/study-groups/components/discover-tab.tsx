import { DIFFICULTY_LEVELS, type StudyGroup } from '@quizarena/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListLoading } from '../../../components/ui/list-states';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDiscoverGroups } from '../api/queries';
import { GroupsLoadError } from './groups-load-error';
import type { DiscoverFilters } from '../api/study-groups';
import { useJoinGroup } from '../hooks/use-group-membership';
import type { NamedItem } from '../sources';
import { GroupCard } from './group-card';
import { RequestDialog } from './request-dialog';

/** Typing settles this long before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** Discover: search and filter the groups the caller can find, and join or ask to. */
export function DiscoverTab({ categories }: { categories: NamedItem[] }) {
  const { t } = useTranslation(['studyGroups', 'content']);
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [difficulty, setDifficulty] = useState<DiscoverFilters['difficulty']>('all');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const groups = useDiscoverGroups({ search: debounced, categoryId, difficulty });
  const [asking, setAsking] = useState<StudyGroup | null>(null);
  const join = useJoinGroup(() => setAsking(null));
  const joiningId = join.isPending ? join.variables.group.id : null;

  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          trailing={<Search className="h-4 w-4 text-slate-400" aria-hidden="true" />}
        />
        <SelectField
          label={t('filters.category')}
          value={categoryId}
          onChange={setCategoryId}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        >
          <option value="">{t('filters.all')}</option>
        </SelectField>
        <SelectField
          label={t('filters.level')}
          value={difficulty}
          onChange={(value) => setDifficulty(value as DiscoverFilters['difficulty'])}
          options={DIFFICULTY_LEVELS.map((level) => ({
            value: level,
            label: t(`content:difficulty.${level}`),
          }))}
        >
          <option value="all">{t('filters.all')}</option>
        </SelectField>
      </div>
      {groups.isError ? (
        <GroupsLoadError query={groups} />
      ) : !groups.data ? (
        <ListLoading label={t('page.loading')} />
      ) : groups.data.groups.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">{t('discover.empty')}</p>
          <p className="text-sm">{t('discover.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-label={t('discover.listLabel')}
        >
          {groups.data.groups.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              busy={joiningId === group.id}
              onJoin={(chosen) => join.mutate({ group: chosen })}
              onRequest={setAsking}
            />
          ))}
        </ul>
      )}
      <RequestDialog
        group={asking}
        pending={join.isPending}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        onSend={(group, message) => join.mutate({ group, joinMessage: message })}
      />
    </div>
  );
}

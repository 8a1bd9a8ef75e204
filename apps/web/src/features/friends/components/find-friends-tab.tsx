import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useUserSearch } from '../api/friends-queries';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { PlayerResultList } from './player-result-card';

/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Find Friends: a search by name. The text is trimmed; a blank box clears the results at once
 * and asks nothing (the server would answer no one anyway).
 */
export function FindFriendsTab({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('friends');
  const [text, setText] = useState('');
  const trimmed = text.trim();
  // A blank box settles at once, so text typed right after clearing never brings back the
  // results of what was cleared.
  const debounced = useDebouncedValue(trimmed, trimmed === '' ? 0 : SEARCH_DEBOUNCE_MS);
  // Clearing the box must not wait for the debounce to empty the list.
  const query = trimmed === '' ? '' : debounced;
  const search = useUserSearch(query);

  let results;
  if (query === '') {
    results = <p className="text-slate-600 dark:text-slate-400">{t('find.hint')}</p>;
  } else if (search.isError && !search.data) {
    results = (
      <ListError
        error={search.error}
        fallback={t('find.failed')}
        onRetry={() => void search.refetch()}
      />
    );
  } else if (!search.data) {
    results = <ListLoading label={t('find.searching')} rows={2} />;
  } else if (search.data.length === 0) {
    results = (
      <EmptyState>
        <p role="status">{t('find.noResults', { query })}</p>
      </EmptyState>
    );
  } else {
    results = <PlayerResultList players={search.data} label={t('find.resultsLabel')} />;
  }

  return (
    <div className="space-y-5">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          label={t('find.label')}
          placeholder={t('find.placeholder')}
          value={text}
          maxLength={100}
          autoComplete="off"
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {results}
    </div>
  );
}

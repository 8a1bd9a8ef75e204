import { DIFFICULTY_LEVELS } from '@quizarena/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useCategories, type DifficultyFilter } from '../api/get-categories';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { CategoryCard } from '../components/category-card';
import { EmptyState } from '../components/empty-state';
import { LanguageFilter } from '../components/language-filter';
import { LoadError } from '../../../components/ui/load-error';
import { SummaryStrip } from '../components/summary-strip';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { apiErrorText } from '../../../lib/api-error-text';
import { useLanguageParam } from '../hooks/use-language-param';
import { useErrorToast } from '../../../lib/use-error-toast';

/** Long enough to wait out a word being typed, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The server's limit on the search term (categoryListQuerySchema). */
const SEARCH_MAX_LENGTH = 100;

/**
 * The category chooser (docs/DECISIONS.md #6: search, filter, cards, summary, and the empty
 * states; #40: a language filter when the bank holds more than one).
 */
export function CategoriesPage() {
  const { t } = useTranslation('content');
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState<DifficultyFilter>('all');
  const [language, setLanguage] = useLanguageParam();
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useCategories({ search: debouncedSearch, difficulty, language });
  useErrorToast(categories.isError ? categories.errorUpdatedAt : null, t('categories.loadFailed'));

  const filtering = debouncedSearch !== '' || difficulty !== 'all' || language !== '';
  const clearFilters = () => {
    setSearch('');
    setDifficulty('all');
    setLanguage('');
  };

  let content;
  if (categories.isError) {
    content = (
      <LoadError
        message={apiErrorText(categories.error, t('categories.loadFailed'))}
        onRetry={() => void categories.refetch()}
      />
    );
  } else if (categories.isPending) {
    content = <CardGridSkeleton label={t('categories.loading')} />;
  } else if (categories.data.length === 0) {
    // A filter that matched nothing, or a catalogue with no category at all.
    content = filtering ? (
      <EmptyState title={t('categories.noMatchTitle')} hint={t('categories.noMatchHint')}>
        <Button variant="secondary" onClick={clearFilters}>
          {t('categories.clearFilters')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState
        title={t('categories.noCategoriesTitle')}
        hint={t('categories.noCategoriesHint')}
      />
    );
  } else {
    content = (
      <div className="space-y-6" aria-busy={categories.isPlaceholderData}>
        <SummaryStrip categories={categories.data} />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {categories.data.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} language={language} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('categories.heading')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('categories.intro')}</p>
      </div>
      <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('categories.searchLabel')}
          type="search"
          placeholder={t('categories.searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="flex-1"
        />
        <SelectField
          id="difficulty-filter"
          label={t('categories.difficultyLabel')}
          value={difficulty}
          onChange={(value) => setDifficulty(value as DifficultyFilter)}
          className="sm:w-56"
          options={DIFFICULTY_LEVELS.map((level) => ({
            value: level,
            label: t(`difficulty.${level}`),
          }))}
        >
          <option value="all">{t('categories.allLevels')}</option>
        </SelectField>
        <LanguageFilter value={language} onChange={setLanguage} />
      </div>
      {content}
    </div>
  );
}

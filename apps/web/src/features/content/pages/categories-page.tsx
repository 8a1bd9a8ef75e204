import { DIFFICULTY_LEVELS } from '@quizarena/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useCategories, type DifficultyFilter } from '../api/get-categories';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { CategoryCard } from '../components/category-card';
import { EmptyState } from '../components/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { SummaryStrip } from '../components/summary-strip';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useErrorToast } from '../../../lib/use-error-toast';
import { DIFFICULTY_LABELS } from '../utils/difficulty';

/** Long enough to wait out a word being typed, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The server's limit on the search term (categoryListQuerySchema). */
const SEARCH_MAX_LENGTH = 100;

const FIELD_CLASSES =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:ring-indigo-900';

/** The catalogue has no category at all (the split chooser's wording, with the grid's line). */
export const NO_CATEGORIES_TITLE = 'No Categories Available';
export const NO_CATEGORIES_HINT = 'No quiz categories are available yet.';
/** A search or difficulty filter matched nothing. */
export const NO_MATCH_TITLE = 'No categories found';
export const NO_MATCH_HINT =
  "Try adjusting your search or filters to find what you're looking for.";

/** The category chooser (docs/DECISIONS.md #6: search, filter, cards, summary, and the empty states). */
export function CategoriesPage() {
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState<DifficultyFilter>('all');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const categories = useCategories({ search: debouncedSearch, difficulty });
  useErrorToast(categories.isError ? categories.errorUpdatedAt : null, 'Failed to load categories');

  const filtering = debouncedSearch !== '' || difficulty !== 'all';
  const clearFilters = () => {
    setSearch('');
    setDifficulty('all');
  };

  let content;
  if (categories.isError) {
    content = (
      <LoadError message={categories.error.message} onRetry={() => void categories.refetch()} />
    );
  } else if (categories.isPending) {
    content = <CardGridSkeleton label="Loading categories..." />;
  } else if (categories.data.length === 0) {
    content = filtering ? (
      <EmptyState title={NO_MATCH_TITLE} hint={NO_MATCH_HINT}>
        <Button variant="secondary" onClick={clearFilters}>
          Clear filters
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={NO_CATEGORIES_TITLE} hint={NO_CATEGORIES_HINT} />
    );
  } else {
    content = (
      <div className="space-y-6" aria-busy={categories.isPlaceholderData}>
        <SummaryStrip categories={categories.data} />
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {categories.data.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Quiz Categories</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Pick a category, then choose a topic and how you want to play.
        </p>
      </div>
      <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Search categories"
          type="search"
          placeholder="Search by name or description"
          maxLength={SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="flex-1"
        />
        <div className="space-y-1 sm:w-56">
          <label
            htmlFor="difficulty-filter"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Difficulty
          </label>
          <select
            id="difficulty-filter"
            value={difficulty}
            onChange={(event) => setDifficulty(event.target.value as DifficultyFilter)}
            className={FIELD_CLASSES}
          >
            <option value="all">All levels</option>
            {DIFFICULTY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {DIFFICULTY_LABELS[level]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {content}
    </div>
  );
}

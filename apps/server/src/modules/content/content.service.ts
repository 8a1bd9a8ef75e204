import type { Category, CategoryListQuery, Topic } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createReadCache } from '../../lib/read-cache';
import * as repo from './content.repo';
import { toCategoryDto, toTopicDto } from './content.dto';

/** How long a catalogue read is served from memory; edits on this instance clear it at once. */
export const CATALOGUE_CACHE_TTL_MS = 30_000;

/**
 * Read side of the content catalogue: what players may browse. The catalogue changes rarely
 * and is read on every screen, so reads are cached in process (PGlite serves one query at a
 * time; a cached list costs no query at all).
 */
export function createContentService(db: Db, options: { cacheTtlMs?: number } = {}) {
  const cache = createReadCache(options.cacheTtlMs ?? CATALOGUE_CACHE_TTL_MS);

  const getCategory = (id: string): Promise<Category> =>
    cache.get(`category:${id}`, async () => {
      const row = await repo.findCategory(db, id);
      if (!row || !row.isActive) throw AppError.notFound('Category not found');
      return toCategoryDto(row);
    });

  return {
    /** Active categories, filtered by search text and difficulty. */
    listCategories(query: CategoryListQuery): Promise<Category[]> {
      const search = query.search || undefined;
      const difficulty = query.difficulty === 'all' ? undefined : query.difficulty;
      return cache.get(`categories:${difficulty ?? ''}:${search ?? ''}`, async () =>
        (await repo.listCategories(db, { search, difficulty })).map(toCategoryDto),
      );
    },

    /** One active category, or NOT_FOUND. */
    getCategory,

    /** The active topics of an active category, or NOT_FOUND for the category. */
    listTopics(categoryId: string): Promise<Topic[]> {
      return cache.get(`topics:${categoryId}`, async () => {
        await getCategory(categoryId);
        return (await repo.listTopicsOfCategory(db, categoryId)).map(toTopicDto);
      });
    },

    /** One active topic, or NOT_FOUND. */
    getTopic(id: string): Promise<Topic> {
      return cache.get(`topic:${id}`, async () => {
        const row = await repo.findTopic(db, id);
        if (!row || !row.isActive) throw AppError.notFound('Topic not found');
        return toTopicDto(row);
      });
    },

    /** Call after any content write so this instance shows it at once. */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
